import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/StoresContext';
import { CustomerServiceButton } from './CustomerServiceButton';
import { StatusCard } from './StatusCard';

export const END_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** Stands in for the time while the sentence is translated, so the time can be kept on one line. */
const TIME_SLOT = '\u0000';

/** "Expected to end at <time>", the date and time never split across lines ("2030-" / "06-15"). */
function EndTime({ endTime }: { endTime: number }) {
  const { t } = useTranslation();
  const time = dayjs(endTime);
  const shown = time.format(END_TIME_FORMAT);
  const parts = t('end_time', { time: TIME_SLOT }).split(TIME_SLOT);
  return (
    <time dateTime={time.toISOString()}>
      {parts.length === 2 ? (
        <>
          {parts[0]}
          <span className="nowrap">{shown}</span>
          {parts[1]}
        </>
      ) : (
        t('end_time', { time: shown })
      )}
    </time>
  );
}

/** Root view while the site is under maintenance (status 1). */
export const MaintenancePage = observer(function MaintenancePage() {
  const { t } = useTranslation();
  const { siteConfig } = useStores();
  const endTime = siteConfig.maintenanceEndTime;
  return (
    <StatusCard tone="maintenance" title={t('game_maintenance')}>
      {endTime !== null && (
        <p className="status-card__highlight">
          <EndTime endTime={endTime} />
        </p>
      )}
      <p className="status-card__text">{t('info_maintenance')}</p>
      <CustomerServiceButton />
    </StatusCard>
  );
});
