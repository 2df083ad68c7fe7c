import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useCustomerService } from './useCustomerService';

/** Customer service on the status pages: the brand's chat window, else its contact channels. */
export const CustomerServiceButton = observer(function CustomerServiceButton() {
  const { t } = useTranslation();
  const service = useCustomerService();
  return (
    <>
      <button type="button" className="btn btn--primary btn--large" onClick={service.open}>
        {t('in_customer_service')}
      </button>
      {service.panel}
    </>
  );
});
