// @vitest-environment jsdom
// The sanitizer against the admin's rich-text editor (the same TipTap extensions): every format the
// editor makes survives a save unchanged, and every tag the sanitizer keeps is one the editor reads,
// so nothing an editor sees is stripped on save and nothing stored is lost on the next edit.
import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { richTextExtensions } from '../../admin/src/lib/richText.ts';
import { ALLOWED_TAGS, sanitizeHtml } from './html.ts';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

/** An editor holding `html` (what the admin shows for a stored description). */
function editorWith(html = ''): Editor {
  editor = new Editor({ extensions: richTextExtensions(), content: html });
  return editor;
}

/** Each format the editor makes, by the toolbar command or shortcut behind it, from the text "word". */
const MADE_BY_EDITOR: Record<string, (e: Editor) => void> = {
  heading: (e) => {
    for (const level of [1, 2, 3, 4, 5, 6] as const) e.chain().setContent(`<p>h${level}</p>`).setTextSelection(1).toggleHeading({ level }).run();
  },
  paragraph: (e) => e.commands.setContent('<p>one</p><p>two</p>'),
  bold: (e) => e.chain().selectAll().toggleBold().run(),
  italic: (e) => e.chain().selectAll().toggleItalic().run(),
  underline: (e) => e.chain().selectAll().toggleUnderline().run(),
  strike: (e) => e.chain().selectAll().toggleStrike().run(),
  bulletList: (e) => e.chain().selectAll().toggleBulletList().run(),
  orderedList: (e) => e.chain().selectAll().toggleOrderedList().run(),
  listItem: (e) => e.chain().selectAll().toggleBulletList().run(),
  blockquote: (e) => e.chain().selectAll().toggleBlockquote().run(),
  horizontalRule: (e) => e.chain().setTextSelection(1).setHorizontalRule().run(),
  hardBreak: (e) => e.chain().setTextSelection(3).setHardBreak().run(),
  link: (e) => {
    for (const href of ['https://example.com/a?b=1', 'http://example.com', 'mailto:info@example.com', 'tel:+904620000000', '/contact']) {
      e.chain().setContent('<p>word</p>').selectAll().setLink({ href }).run();
      check(e, href);
    }
  },
};

/** HTML as the browser reads it: sanitize-html writes `<br />` where the editor writes `<br>`, the same element. */
function dom(html: string): string {
  const t = document.createElement('template');
  t.innerHTML = html;
  return t.innerHTML;
}

function check(e: Editor, what: string) {
  const html = e.getHTML();
  expect(dom(sanitizeHtml(html)), what).toBe(dom(html));
}

describe('sanitizeHtml and the rich-text editor', () => {
  it('knows every node and mark of the editor (a new extension needs its case here)', () => {
    const e = editorWith();
    const formats = [...Object.keys(e.schema.nodes), ...Object.keys(e.schema.marks)].filter((n) => !['doc', 'text'].includes(n));
    expect(formats.sort()).toEqual(Object.keys(MADE_BY_EDITOR).sort());
  });

  for (const [format, make] of Object.entries(MADE_BY_EDITOR)) {
    it(`keeps ${format} exactly as the editor writes it`, () => {
      const e = editorWith('<p>word</p>');
      make(e);
      expect(e.getHTML()).not.toBe('<p>word</p>');
      check(e, format);
    });
  }

  it('keeps a description using every format at once, and the editor reads it back the same', () => {
    const html =
      '<h2>Başlık</h2><h3>Alt</h3><p><strong>Kalın</strong> <em>italik</em> <u>alt</u> <s>çizik</s><br>satır ' +
      '<a href="https://example.com">link</a></p><ul><li><p>a</p></li></ul><ol><li><p>b</p></li></ol><blockquote><p>alıntı</p></blockquote><hr>';
    expect(dom(sanitizeHtml(html))).toBe(html);
    expect(editorWith(html).getHTML()).toBe(html);
  });

  it('keeps only tags the editor reads: each allowed tag survives a load into the editor and a save', () => {
    const samples: Record<string, string> = {
      h1: '<h1>t</h1>',
      h2: '<h2>t</h2>',
      h3: '<h3>t</h3>',
      h4: '<h4>t</h4>',
      h5: '<h5>t</h5>',
      h6: '<h6>t</h6>',
      p: '<p>t</p>',
      br: '<p>a<br>b</p>',
      hr: '<hr>',
      ul: '<ul><li><p>t</p></li></ul>',
      ol: '<ol><li><p>t</p></li></ol>',
      li: '<ul><li><p>t</p></li></ul>',
      a: '<p><a target="_blank" rel="noopener noreferrer" href="https://e.com" title="T">t</a></p>',
      strong: '<p><strong>t</strong></p>',
      b: '<p><strong>t</strong></p>',
      em: '<p><em>t</em></p>',
      i: '<p><em>t</em></p>',
      u: '<p><u>t</u></p>',
      s: '<p><s>t</s></p>',
      blockquote: '<blockquote><p>t</p></blockquote>',
    };
    const stored: Record<string, string> = { b: '<p><b>t</b></p>', i: '<p><i>t</i></p>' };
    expect(Object.keys(samples).sort()).toEqual([...ALLOWED_TAGS].sort());
    for (const tag of ALLOWED_TAGS) {
      const saved = sanitizeHtml(stored[tag] ?? samples[tag]);
      const e = editorWith(saved);
      expect(e.getHTML(), tag).toBe(samples[tag]);
      check(e, tag);
      e.destroy();
    }
  });

  it('the editor makes no code, code block or image, and refuses a javascript: link', () => {
    const e = editorWith('<p><code>x</code></p><pre><code>y</code></pre><p><img src="/uploads/a.webp"><a href="javascript:alert(1)">z</a></p>');
    expect(e.getHTML()).not.toMatch(/<code|<pre|<img|javascript/);
    e.chain().selectAll().setLink({ href: 'javascript:alert(1)' }).run();
    expect(e.getHTML()).not.toMatch(/javascript/);
  });
});

describe('sanitizeHtml', () => {
  it('keeps the allowed structure', () => {
    expect(sanitizeHtml('<h2>Başlık</h2><p><strong>Kalın</strong> <a href="https://example.com">link</a></p><ul><li>a</li></ul>')).toBe(
      '<h2>Başlık</h2><p><strong>Kalın</strong> <a href="https://example.com">link</a></p><ul><li>a</li></ul>',
    );
    expect(sanitizeHtml('<a href="tel:+904620000000">Ara</a>')).toBe('<a href="tel:+904620000000">Ara</a>');
  });

  it('removes anything that could run script', () => {
    const out = sanitizeHtml(
      '<p onclick="x()">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a><img src="x" onerror="alert(1)"><iframe src="//e"></iframe>',
    );
    expect(out).not.toMatch(/script|onclick|javascript|onerror|iframe/i);
    expect(out).toContain('<p>a</p>');
  });

  it('drops images, spans and code (not editor formats), keeping their text', () => {
    expect(sanitizeHtml('<p>a<img src="/uploads/news/a.webp" alt="a"><span>b</span><code>c</code></p>')).toBe('<p>abc</p>');
  });
});
