import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MarketingLines } from '../components/MarketingLines';
import { useStores } from '../stores/StoresContext';

/** Licensing authorities named in the footer (spec section 2). */
const LICENCES = ['malta', 'bvi', 'philippines'] as const;
/** Payment methods shown in the footer: brand names, not translated. */
const PAYMENT_METHODS = ['GCash', 'Maya', 'GrabPay', 'Bank Transfer', 'Visa', 'Mastercard', 'USDT'] as const;

function ResponsibleIcon({ kind }: { kind: 'age' | 'responsible' | 'limits' }) {
  if (kind === 'age') return null;
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      {kind === 'responsible' ? (
        <path
          d="M12 3 4 6v6c0 4.4 3.4 8.3 8 9 4.6-.7 8-4.6 8-9V6l-8-3Zm-1 12-3.5-3.5 1.4-1.4L11 12.2l4.1-4.1 1.4 1.4L11 15Z"
          fill="currentColor"
        />
      ) : (
        <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 5v5.4l4 2.3-1 1.7-5-2.9V7h2Z" fill="currentColor" />
      )}
    </svg>
  );
}

/**
 * Site footer: product links to the game-type lobbies, site links (the affiliate link only
 * when the help centre has an agent item), payment methods, responsible-gaming icons, the
 * licence notes (Malta, British Virgin Islands, Philippines) and the brand's age statement.
 */
export const Footer = observer(function Footer() {
  const { t } = useTranslation();
  const { siteConfig, header, content } = useStores();
  const brand = siteConfig.brand?.name ?? '';
  const age = siteConfig.minimumAge;
  return (
    <footer className="footer">
      <div className="footer__inner">
        <MarketingLines compact />
        <div className="footer__columns">
          <nav className="footer__col" aria-label={t('footer.products')}>
            <h2 className="footer__heading">{t('footer.products')}</h2>
            <ul className="footer__links">
              {header.navTypes.map((item) => (
                <li key={item.gameType}>
                  <Link to={item.path}>{t(`gameTypes.${item.gameType}`, { defaultValue: item.gameType })}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav className="footer__col" aria-label={t('footer.about')}>
            <h2 className="footer__heading">{t('footer.about')}</h2>
            <ul className="footer__links">
              <li>
                <Link to="/help#about">{t('footer.aboutUs')}</Link>
              </li>
              <li>
                <Link to="/help">{t('routes.help')}</Link>
              </li>
              <li>
                <Link to="/help#feedback">{t('footer.feedback')}</Link>
              </li>
              <li>
                <Link to="/noticePage">{t('routes.noticePage')}</Link>
              </li>
              <li>
                <Link to="/vip">{t('routes.vip')}</Link>
              </li>
              <li>
                <Link to="/join">{t('routes.join')}</Link>
              </li>
              {content.hasAgentHelp && (
                <li>
                  <Link to="/help#agent" data-testid="footer-affiliate">
                    {t('footer.affiliate')}
                  </Link>
                </li>
              )}
            </ul>
          </nav>
          <div className="footer__col">
            <h2 className="footer__heading">{t('footer.payments')}</h2>
            <ul className="footer__chips">
              {PAYMENT_METHODS.map((name) => (
                <li key={name} className="chip">
                  {name}
                </li>
              ))}
            </ul>
            <h2 className="footer__heading">{t('footer.responsible')}</h2>
            <ul className="footer__rg">
              <li>
                <span className="age-badge" aria-hidden="true">
                  {t('footer.ageBadge', { age })}
                </span>
                <span>{t('footer.ageOnly', { age })}</span>
              </li>
              <li>
                <ResponsibleIcon kind="responsible" />
                <span>{t('footer.playResponsibly')}</span>
              </li>
              <li>
                <ResponsibleIcon kind="limits" />
                <span>{t('footer.setLimits')}</span>
              </li>
            </ul>
          </div>
        </div>
        <ul className="footer__licences">
          {LICENCES.map((key) => (
            <li key={key}>
              <strong>{t(`footer.licences.${key}.name`)}</strong>
              <span>{t(`footer.licences.${key}.text`)}</span>
            </li>
          ))}
        </ul>
        <p className="footer__licence">{t('footer.licence')}</p>
        <p className="footer__age">
          <span className="age-badge" aria-hidden="true">
            {t('footer.ageBadge', { age })}
          </span>
          {t('footer.age', { age })}
        </p>
        <p className="footer__copyright">{t('footer.copyright', { year: new Date().getFullYear(), brand })}</p>
      </div>
    </footer>
  );
});
