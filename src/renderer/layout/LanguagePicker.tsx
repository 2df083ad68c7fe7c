import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { HTML_LANG, LANGUAGE_NAMES, LANGUAGES, parseLanguage } from '../../shared/i18n/languages';
import { useStores } from '../stores/StoresContext';

/**
 * Lists the six languages by their own names; switching re-renders without a reload. Each name
 * carries its BCP 47 tag (the platform's codes are not: `cn` is no language, `ty` is Tahitian).
 */
export const LanguagePicker = observer(function LanguagePicker() {
  const { t } = useTranslation();
  const { ui } = useStores();
  return (
    <label className="select">
      <span className="visually-hidden">{t('header.language')}</span>
      <select
        value={ui.language}
        onChange={(event) => {
          const language = parseLanguage(event.target.value);
          if (language) void ui.setLanguage(language);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={HTML_LANG[code]}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
});
