import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/StoresContext';
import { CustomerServiceButton } from './CustomerServiceButton';
import { StatusCard } from './StatusCard';

/** Root view when the visitor's region or IP is blocked (status 2). */
export const RegionBlockPage = observer(function RegionBlockPage() {
  const { t } = useTranslation();
  const { siteConfig } = useStores();
  return (
    <StatusCard tone="blocked" title={t('blockip')}>
      {siteConfig.visitorIp && (
        <p className="status-card__highlight">{t('ip_address', { ip: siteConfig.visitorIp })}</p>
      )}
      <p className="status-card__text">{t('info_ip_block')}</p>
      <CustomerServiceButton />
    </StatusCard>
  );
});
