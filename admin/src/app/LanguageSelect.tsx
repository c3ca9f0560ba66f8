// The top bar's Language / Dil choice (issue 22): switches the admin at once (screens re-render through
// useT, keeping what forms hold) and stores the choice on the user, so it follows them to any browser.
import { useId } from 'react';
import { api } from '../lib/api.ts';
import { ADMIN_LANGUAGES, setLanguage, useLanguage, useT, type AdminLanguage } from '../lib/i18n.ts';
import { notify } from '../lib/toast.tsx';

/** Each language named in itself, so a reader of either finds their own. */
const NAMES: Record<AdminLanguage, string> = { en: 'English', tr: 'Türkçe' };

export function LanguageSelect() {
  const t = useT();
  const language = useLanguage();
  const id = useId();

  const choose = (next: AdminLanguage) => {
    setLanguage(next);
    api.put('/v2/api/users/me/language', { language: next }).catch(() => notify.error(t('Failed to save the language')));
  };

  return (
    <div className="d-flex align-items-center gap-1">
      {/* on a phone the top bar has no room for the word; the select's own label still names it */}
      <label htmlFor={id} className="small text-body-secondary mb-0 d-none d-md-inline">
        {t('Language')}
      </label>
      <select
        id={id}
        aria-label={t('Language')}
        className="form-select form-select-sm w-auto"
        value={language}
        onChange={(e) => choose(e.target.value as AdminLanguage)}
      >
        {ADMIN_LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {NAMES[lang]}
          </option>
        ))}
      </select>
    </div>
  );
}
