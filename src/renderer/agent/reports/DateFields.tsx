import { useTranslation } from 'react-i18next';

/** The from and to day fields of a report's filters (YYYY-MM-DD, business days, both included). */
export function DateFields({
  from,
  to,
  onFrom,
  onTo,
  max,
}: {
  from: string;
  to: string;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
  max: string;
}) {
  const { t } = useTranslation('agent');
  return (
    <>
      <label className="cashier-filters__field">
        <span>{t('reports.from')}</span>
        <input type="date" value={from} max={max} required onChange={(e) => onFrom(e.target.value)} />
      </label>
      <label className="cashier-filters__field">
        <span>{t('reports.to')}</span>
        <input type="date" value={to} max={max} required onChange={(e) => onTo(e.target.value)} />
      </label>
    </>
  );
}

/** True when the range cannot be asked for: a day missing or the start after the end. */
export function badRange(from: string, to: string): boolean {
  return from === '' || to === '' || from > to;
}
