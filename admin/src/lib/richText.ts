// The rich-text editor's formats: one TipTap extension list, and the rule for link addresses.
// server/lib/html.ts keeps exactly the HTML these extensions make and read (its unit test builds an
// editor from this list and sanitizes every format): code and code blocks are off because the
// sanitizer strips them; images are not an editor format, so the sanitizer drops them too.
import StarterKit from '@tiptap/starter-kit';
import type { Extensions } from '@tiptap/react';

/** The schemes a link may use (SPEC: links http/https/mailto/tel only). */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Heading levels the toolbar offers; every level 1-6 is still read, so stored headings survive an edit. */
export const TOOLBAR_HEADINGS = [2, 3] as const;

/** Whether a link address may be stored: one of LINK_SCHEMES, or a path on this site ("/contact"). */
export function isAllowedLink(href: string): boolean {
  const value = href.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  if (value.startsWith('#')) return true;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (LINK_SCHEMES as readonly string[]).includes(url.protocol.slice(0, -1));
}

/**
 * The address as typed, completed where it is plainly meant ("example.com" -> "https://example.com"),
 * or null when it is not a link this editor makes.
 */
export function normalizeLink(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('/') || value.startsWith('#') ? value : `https://${value}`;
  return isAllowedLink(candidate) ? candidate : null;
}

export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      heading: { levels: [1, 2, 3, 4, 5, 6] },
      link: {
        openOnClick: false,
        // no links made while typing: an autolinked mark also swallows the text typed after it
        autolink: false,
        linkOnPaste: true,
        defaultProtocol: 'https',
        // no target/rel of its own: a link opens where a stored one says, in the same tab by default
        HTMLAttributes: { target: null, rel: null, class: null },
        isAllowedUri: (url) => isAllowedLink(url),
      },
    }),
  ];
}
