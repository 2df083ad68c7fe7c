import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/StoresContext';
import { MarketingLines } from '../components/MarketingLines';

/** Site footer: marketing promises, licence notes and the brand's age statement. */
export const Footer = observer(function Footer() {
  const { t } = useTranslation();
  const { siteConfig } = useStores();
  const brand = siteConfig.brand?.name ?? '';
  return (
    <footer className="footer">
      <div className="footer__inner">
        <MarketingLines compact />
        <p className="footer__licence">{t('footer.licence')}</p>
        <p className="footer__age">
          <span className="age-badge" aria-hidden="true">
            {t('footer.ageBadge', { age: siteConfig.minimumAge })}
          </span>
          {t('footer.age', { age: siteConfig.minimumAge })}
        </p>
        <p className="footer__copyright">{t('footer.copyright', { year: new Date().getFullYear(), brand })}</p>
      </div>
    </footer>
  );
});
