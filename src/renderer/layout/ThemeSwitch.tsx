import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/StoresContext';

/** Light/dark switch; the choice is stored in localStorage by the UI store. */
export const ThemeSwitch = observer(function ThemeSwitch() {
  const { t } = useTranslation();
  const { ui } = useStores();
  const dark = ui.theme === 'dark';
  return (
    <button
      type="button"
      className="theme-switch"
      role="switch"
      aria-checked={dark}
      aria-label={dark ? t('header.themeToLight') : t('header.themeToDark')}
      title={dark ? t('header.themeToLight') : t('header.themeToDark')}
      onClick={() => ui.toggleTheme()}
    >
      <span className="theme-switch__track" aria-hidden="true">
        <span className="theme-switch__thumb" />
      </span>
      {/* Both names share one grid cell, so the switch keeps its width and the header does not shift. */}
      <span className="theme-switch__label" aria-hidden="true">
        <span className={dark ? 'theme-switch__name' : 'theme-switch__name theme-switch__name--shown'}>
          {t('header.themeLight')}
        </span>
        <span className={dark ? 'theme-switch__name theme-switch__name--shown' : 'theme-switch__name'}>
          {t('header.themeDark')}
        </span>
      </span>
    </button>
  );
});
