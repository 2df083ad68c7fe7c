import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/StoresContext';

/** Opens the first customer-service entry through the platform (popup or system browser). */
export const CustomerServiceButton = observer(function CustomerServiceButton() {
  const { t } = useTranslation();
  const { siteConfig } = useStores();
  return (
    <button type="button" className="btn btn--primary btn--large" onClick={() => void siteConfig.openCustomerService()}>
      {t('in_customer_service')}
    </button>
  );
});
