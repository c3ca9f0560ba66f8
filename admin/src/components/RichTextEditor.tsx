// The one rich-text editor of the admin (TipTap): every HTML description is written here. Its toolbar
// is an ARIA toolbar (one tab stop, arrow keys move between buttons); toggles say aria-pressed; the
// usual shortcuts work (Ctrl+B, Ctrl+I, Ctrl+Z, Ctrl+Shift+Z, Ctrl+Shift+7/8). It hands out '' when
// empty, so a required description reads as missing.
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createDocument, EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { TextSelection } from '@tiptap/pm/state';
import { Button, Form } from 'react-bootstrap';
import { normalizeLink, richTextExtensions, TOOLBAR_HEADINGS } from '../lib/richText.ts';
import type { LanguageEditorProps } from './fields.tsx';
import { useT } from '../lib/i18n.ts';

type RichTextEditorProps = Pick<LanguageEditorProps, 'id' | 'labelId' | 'label' | 'value' | 'onChange' | 'name'> & { lang?: string };

// the empty paragraph TipTap keeps after a closing list or heading (so the caret can leave it) is not content
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML().replace(/(<p><\/p>)+$/, ''));

export function RichTextEditor({ id, labelId, label, value, onChange, lang, name }: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editor = useEditor({
    extensions: richTextExtensions(),
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(lang ? { lang } : {}),
        // an editable <div> has no name: a link focuses it by data-field (FocusFieldFromLink)
        ...(name ? { 'data-field': name } : {}),
        class: 'form-control rich-text__content',
      },
    },
    onUpdate: ({ editor: e }) => onChangeRef.current(htmlOf(e)),
  });

  // a value set from outside (a loaded item, a reset form) replaces the content; the same document
  // written another way (the server's `<br />` for our `<br>`) does not, or the caret would jump
  useEffect(() => {
    if (value === htmlOf(editor) || createDocument(value, editor.schema).eq(editor.state.doc)) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="rich-text">
      <Toolbar editor={editor} label={label} contentId={id} />
      <EditorContent editor={editor} />
    </div>
  );
}

/** For BilingualField's `editor` prop: the rich-text editor for one language. */
export const richTextEditor = (p: LanguageEditorProps) => <RichTextEditor {...p} />;

interface ToolButton {
  name: string;
  text: ReactNode;
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
}

function Toolbar({ editor, label, contentId }: { editor: Editor; label: string; contentId: string }) {
  const t = useT();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      headings: TOOLBAR_HEADINGS.map((level) => e.isActive('heading', { level })),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chain = () => editor.chain().focus();

  const tools: ToolButton[] = [
    ...TOOLBAR_HEADINGS.map((level, i) => ({
      name: t('Heading {level}', { level }),
      text: `H${level}`,
      pressed: state.headings[i],
      run: () => chain().toggleHeading({ level }).run(),
    })),
    { name: t('Bold'), text: <strong>B</strong>, pressed: state.bold, run: () => chain().toggleBold().run() },
    { name: t('Italic'), text: <em>I</em>, pressed: state.italic, run: () => chain().toggleItalic().run() },
    { name: t('Bullet list'), text: `• ${t('List')}`, pressed: state.bulletList, run: () => chain().toggleBulletList().run() },
    { name: t('Numbered list'), text: `1. ${t('List')}`, pressed: state.orderedList, run: () => chain().toggleOrderedList().run() },
    { name: t('Link'), text: t('Link'), pressed: state.link, run: () => setLinkOpen((o) => !o) },
    { name: t('Undo'), text: '↶', disabled: !state.canUndo, run: () => chain().undo().run() },
    { name: t('Redo'), text: '↷', disabled: !state.canRedo, run: () => chain().redo().run() },
  ];

  // the ARIA toolbar pattern: arrow keys, Home and End move the one tab stop
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: focusIndex + 1, ArrowLeft: focusIndex - 1, Home: 0, End: tools.length - 1 };
    if (!(e.key in moves)) return;
    e.preventDefault();
    const next = (moves[e.key] + tools.length) % tools.length;
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  return (
    <>
      <div
        role="toolbar"
        aria-label={t('{name} formatting', { name: label })}
        aria-controls={contentId}
        className="rich-text__toolbar btn-toolbar gap-1 mb-1"
        onKeyDown={onKeyDown}
      >
        {tools.map((t, i) => (
          <Button
            key={t.name}
            ref={(el: HTMLButtonElement | null) => {
              buttons.current[i] = el;
            }}
            size="sm"
            variant={t.pressed ? 'secondary' : 'outline-secondary'}
            title={t.name}
            aria-pressed={t.pressed === undefined ? undefined : t.pressed}
            disabled={t.disabled}
            tabIndex={i === focusIndex ? 0 : -1}
            onFocus={() => setFocusIndex(i)}
            // keep the editor's selection: the button acts on it
            onMouseDown={(e) => e.preventDefault()}
            onClick={t.run}
          >
            {/* named by its content, not aria-label: the name need not repeat the visible "H2" (axe label-content-name-mismatch) */}
            <span aria-hidden="true">{t.text}</span>
            <span className="visually-hidden">{t.name}</span>
          </Button>
        ))}
      </div>
      {linkOpen ? (
        <LinkForm
          label={label}
          initial={state.href}
          hasLink={state.link}
          onClose={() => setLinkOpen(false)}
          onApply={(href) => {
            // the caret goes after the link, so typing goes on in plain text
            chain()
              .extendMarkRange('link')
              .setLink({ href })
              .command(({ tr }) => {
                tr.setSelection(TextSelection.near(tr.doc.resolve(tr.selection.to)));
                return true;
              })
              .run();
            setLinkOpen(false);
          }}
          onRemove={() => {
            chain().extendMarkRange('link').unsetLink().run();
            setLinkOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

const LINK_HELP = 'A link starts with http://, https://, mailto: or tel:';

function LinkForm({
  label,
  initial,
  hasLink,
  onApply,
  onRemove,
  onClose,
}: {
  label: string;
  initial: string;
  hasLink: boolean;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const [href, setHref] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const apply = () => {
    const normalized = normalizeLink(href);
    if (!normalized) return setInvalid(true);
    onApply(normalized);
  };
  return (
    // not a <form>: the editor sits inside the screen's form
    <div className="rich-text__link d-flex flex-wrap align-items-start gap-2 mb-2" role="group" aria-label={t('Link of {name}', { name: label })}>
      <Form.Control
        size="sm"
        type="url"
        aria-label={t('Link address')}
        placeholder="https://"
        value={href}
        autoFocus
        isInvalid={invalid}
        style={{ maxWidth: 320 }}
        onChange={(e) => {
          setHref(e.currentTarget.value);
          setInvalid(false);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          } else if (e.key === 'Escape') onClose();
        }}
      />
      <Button size="sm" onClick={apply}>
        {t('Apply link')}
      </Button>
      {hasLink ? (
        <Button size="sm" variant="outline-danger" onClick={onRemove}>
          {t('Remove link')}
        </Button>
      ) : null}
      <Button size="sm" variant="outline-secondary" onClick={onClose}>
        {t('Cancel')}
      </Button>
      {invalid ? (
        <div className="w-100 small text-danger" role="alert">
          {LINK_HELP}
        </div>
      ) : null}
    </div>
  );
}
