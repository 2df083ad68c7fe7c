import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStores } from '../stores/StoresContext';
import { Clock } from './Clock';
import { HeaderAccount } from './HeaderAccount';
import { HeaderNav } from './HeaderNav';
import { LanguagePicker } from './LanguagePicker';
import { Logo } from './Logo';
import { PhoneNav } from './PhoneNav';
import { ThemeSwitch } from './ThemeSwitch';

/**
 * The site header. Left: the menu button (phones and tablets, where the bar has no room for the
 * navigation, or a desktop bar without room for its "More" menu: it opens the drawer with the
 * same items), logo and navigation; right: clock, language, theme and the account area.
 */
export const Header = observer(function Header({ hiddenNav }: { hiddenNav: boolean }) {
  const { t } = useTranslation();
  const { siteConfig } = useStores();
  const brand = siteConfig.brand?.name ?? '';
  // The nav had no room even for its "More" menu (a long language at a narrow desktop width).
  const [navShort, setNavShort] = useState(false);
  return (
    <header className={`header${hiddenNav ? ' header--hidden-nav' : ''}`}>
      <div className={`header__inner${navShort && !hiddenNav ? ' header__inner--nav-short' : ''}`}>
        <PhoneNav />
        <Link to="/" className="header__logo" aria-label={t('header.logo', { brand })}>
          <Logo />
          <span className="header__brand">{brand}</span>
        </Link>
        {!hiddenNav && <HeaderNav onShort={setNavShort} />}
        <div className="header__tools">
          <Clock />
          <LanguagePicker />
          <ThemeSwitch />
          <HeaderAccount />
        </div>
      </div>
    </header>
  );
});
