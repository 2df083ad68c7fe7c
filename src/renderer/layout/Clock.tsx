import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOCK_TICK_MS } from '../../shared/constants';

export const CLOCK_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The header clock, ticking every second in the visitor's local time. */
export function Clock() {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const time = dayjs(now);
  return (
    // A timer (not announced as it ticks) may carry a name; a bare <time> may not.
    <time className="header__clock" role="timer" dateTime={time.toISOString()} aria-label={t('header.clock')}>
      {time.format(CLOCK_FORMAT)}
    </time>
  );
}
