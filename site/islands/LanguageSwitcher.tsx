// The TR/EN switcher (an island): plain links to the same page in each language, rendered to HTML at
// build time, so it works before hydration and without JavaScript; once hydrated (client:afterpaint:
// after the first paint and the load, site/directives/after-paint.ts), choosing a language also
// remembers it (localStorage `language`, SPEC.md 9) and the current language's link does not reload.
import { useEffect, useState, type MouseEvent } from 'react';

export const LANGUAGE_KEY = 'language';

export interface LanguageSwitcherProps {
  current: 'tr' | 'en';
  /** the same page in each language */
  hrefs: { tr: string; en: string };
  label: string;
}

const LANGS = [
  { code: 'tr', short: 'TR', name: 'Türkçe' },
  { code: 'en', short: 'EN', name: 'English' },
] as const;

function remember(code: 'tr' | 'en'): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, code.toUpperCase());
  } catch {
    // storage can be off (private mode); the link still works
  }
}

export default function LanguageSwitcher({ current, hrefs, label }: LanguageSwitcherProps) {
  // data-ready: hydrated (the browser tests wait for it)
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const choose = (code: 'tr' | 'en') => (event: MouseEvent<HTMLAnchorElement>) => {
    remember(code);
    if (code === current) event.preventDefault();
  };
  return (
    <nav className="lang-switch" aria-label={label} data-ready={hydrated ? '' : undefined}>
      {LANGS.map((l) => (
        <a
          key={l.code}
          href={hrefs[l.code]}
          hrefLang={l.code}
          lang={l.code}
          aria-current={l.code === current ? 'true' : undefined}
          data-lang={l.short}
          onClick={choose(l.code)}
        >
          {l.short}
          <span className="visually-hidden"> {l.name}</span>
        </a>
      ))}
    </nav>
  );
}
