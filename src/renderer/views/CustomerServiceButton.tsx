import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/StoresContext';

/** Opens customer service: the VIP channel for members ranked above level 4, else live chat. */
export const CustomerServiceButton = observer(function CustomerServiceButton() {
  const { t } = useTranslation();
  const { siteConfig, session } = useStores();
  return (
    <button
      type="button"
      className="btn btn--primary btn--large"
      onClick={() => void siteConfig.openCustomerService(session.serviceChannel)}
    >
      {t('in_customer_service')}
    </button>
  );
});
