import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY_SYMBOL } from '../../shared/constants';
import { formatBalance } from '../layout/navMenu';
import { useStores } from '../stores/StoresContext';
import { JACKPOT_REFRESH_MS, jackpotFrame } from './jackpot';

/**
 * The rng page's jackpot counter: the pool the server keeps (GET /wps/relay/VIS_getJackpot),
 * refreshed every 15 s and animated with requestAnimationFrame from the shown figure to the
 * new one. Nothing here is derived from the clock; without an answer it shows no number.
 */
export function JackpotCounter() {
  const { t } = useTranslation();
  const { content, siteConfig } = useStores();
  const api = content.api;
  const [shown, setShown] = useState<number | null>(null);
  const shownRef = useRef<number | null>(null);
  useEffect(() => {
    let frame = 0;
    let live = true;
    const glide = (to: number) => {
      cancelAnimationFrame(frame);
      const from = shownRef.current ?? to;
      const start = performance.now();
      const step = (now: number) => {
        const value = jackpotFrame(from, to, now - start);
        shownRef.current = value;
        setShown(value);
        if (value !== to && live) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    const refresh = () =>
      api.getJackpot().then(
        (value) => live && glide(value.amount),
        () => undefined, // Keep the last figure; the next refresh tries again.
      );
    void refresh();
    const timer = window.setInterval(() => void refresh(), JACKPOT_REFRESH_MS);
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      window.clearInterval(timer);
    };
  }, [api]);
  const symbol = siteConfig.brand?.currencySymbol || DEFAULT_CURRENCY_SYMBOL;
  return (
    <section className="jackpot" aria-label={t('jackpot.label')}>
      <span className="jackpot__label">{t('jackpot.label')}</span>
      <span className="jackpot__amount" data-testid="jackpot-amount">
        {shown === null ? '' : `${symbol} ${formatBalance(shown)}`}
      </span>
    </section>
  );
}
