import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/StoresContext';
import { useCustomerService } from '../views/useCustomerService';

/** The whitelabel module of the referral programme ("invite friends"). */
export const REFERRAL_MODULE = 'REFERRAL3';

/**
 * The floating side bar: the messaging contact (customer service, when the brand has an entry)
 * and the referral invite (when the brand enables referrals). Nothing at all when neither.
 */
export const SideBar = observer(function SideBar() {
  const { t } = useTranslation();
  const { siteConfig, session, ui } = useStores();
  const service = useCustomerService();
  const hasService = (siteConfig.status?.info.customerService.length ?? 0) > 0;
  const referral = siteConfig.flags[REFERRAL_MODULE] === true;
  if (!hasService && !referral) return null;
  return (
    <>
      <aside className="side-bar" aria-label={t('sideBar.label')}>
        {hasService && (
          <button type="button" className="side-bar__item" data-testid="side-bar-service" onClick={service.open}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path
                d="M4 5h16v11H9l-5 4V5Z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinejoin="round"
              />
              <path d="M8 10h8M8 13h5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
            <span>{t('sideBar.service')}</span>
          </button>
        )}
        {referral && (
          <button
            type="button"
            className="side-bar__item"
            data-testid="side-bar-referral"
            onClick={() => session.requireRealAccount() && ui.openModal('memberCentre', { page: 'referral' })}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path
                d="M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.7"
                strokeLinejoin="round"
              />
            </svg>
            <span>{t('sideBar.invite')}</span>
          </button>
        )}
      </aside>
      {service.panel}
    </>
  );
});
