// The one-line inputs of the text page form, as BilingualField editors: a title, and an address shown
// between the site's prefix and its closing slash (/en/<slug>/), whose placeholder is the address the
// server makes from the title when the field is left empty. Both can be marked invalid by a refused
// save, described by the message under the field.
import { Form, InputGroup } from 'react-bootstrap';
import type { Lang, LanguageEditorProps } from '../../components/fields.tsx';
import { slugify } from '../../../../server/shared/slugs.ts';

/** The id of the message of a refused save over the field in `lang`; undefined when none stands. */
export type InputMark = (lang: Lang) => string | undefined;

function LineInput({ p, mark, placeholder }: { p: LanguageEditorProps; mark: InputMark; placeholder?: string }) {
  const errorId = mark(p.lang);
  return (
    <Form.Control
      id={p.id}
      lang={p.lang}
      name={p.name}
      value={p.value}
      placeholder={placeholder}
      isInvalid={Boolean(errorId)}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      onChange={(e) => p.onChange(e.currentTarget.value)}
    />
  );
}

export const titleInput = (mark: InputMark) => (p: LanguageEditorProps) => <LineInput p={p} mark={mark} />;

/** The address the server makes of a text, typed or a title (server/shared/slugs.ts, the same rules); '' for none. */
export const addressOf = (text: string) => (text.trim() ? slugify(text) : '');

/** `titles`: the titles as typed, whose addresses are the placeholders. */
export const addressInput = (mark: InputMark, titles: Record<Lang, string>) => (p: LanguageEditorProps) => (
  <InputGroup hasValidation>
    <InputGroup.Text aria-hidden="true">{p.lang === 'en' ? '/en/' : '/'}</InputGroup.Text>
    <LineInput p={p} mark={mark} placeholder={addressOf(titles[p.lang])} />
    <InputGroup.Text aria-hidden="true">/</InputGroup.Text>
  </InputGroup>
);

/** The message of a refused save under its field, read with the field (aria-describedby) and at once. */
export function FieldMessage({ id, text }: { id: string; text: string }) {
  return (
    <div id={id} role="alert" className="invalid-feedback d-block mb-3">
      {text}
    </div>
  );
}
