import { useId } from 'react';
import { GlobeIcon } from '#web/components/icons.js';
import { switchLanguage, useLanguage, useT } from '#web/i18n/i18n.js';
import { isLanguage, LANGUAGES, languageNames, localeOf } from '#web/i18n/languages.js';

/**
 * The language select (API.md "Languages and search"): each language named in its own script,
 * so a shopper finds theirs whatever the page shows; its name says "Language" in English too,
 * for someone who landed on a page in a script they do not read. The choice is kept on the
 * device (localStorage and the `lang` cookie) and, for a signed-in shopper, on the account
 * (features/auth/use-language-sync.ts).
 */
export function LanguageSelect() {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  const label = t('language.label');
  return (
    <div className="language-select">
      <GlobeIcon width="18" height="18" />
      <label htmlFor={id} className="language-select__label">
        {label}
      </label>
      <select
        id={id}
        value={language}
        aria-label={language === 'en' ? undefined : `${label} (Language)`}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void switchLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={localeOf[option]}>
            {languageNames[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
