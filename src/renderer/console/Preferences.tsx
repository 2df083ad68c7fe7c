import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, parseLanguage } from '../../shared/i18n/languages';
import { htmlLang } from '../i18n/htmlLang';
import { storeLanguage } from './i18n';

const THEME_KEY = 'playhub.console.theme';

function currentTheme(): 'light' | 'dark' {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

/** Light/dark switch; the choice is kept for the next visit (public/theme-init.js reads it). */
export function ThemeToggle() {
  const { t } = useTranslation('console');
  const [theme, setTheme] = useState(currentTheme);
  const toggle = () => {
    const next = theme === 'dark' ? 'light' : 'dark';
    document.documentElement.setAttribute('data-theme', next);
    document.documentElement.style.colorScheme = next;
    try {
      localStorage.setItem(THEME_KEY, next);
    } catch {
      // Blocked storage: the theme lasts for this page only.
    }
    setTheme(next);
  };
  return (
    <button type="button" className="button button--ghost" onClick={toggle} aria-pressed={theme === 'dark'}>
      {theme === 'dark' ? t('header.themeLight') : t('header.themeDark')}
    </button>
  );
}

export function LanguagePicker() {
  const { t, i18n } = useTranslation('console');
  return (
    <label className="inline-field">
      <span className="sr-only">{t('header.language')}</span>
      <select
        aria-label={t('header.language')}
        value={i18n.language}
        onChange={(event) => {
          const language = parseLanguage(event.target.value);
          if (!language) return;
          storeLanguage(language);
          document.documentElement.lang = htmlLang(language);
          void i18n.changeLanguage(language);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={htmlLang(code)}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
