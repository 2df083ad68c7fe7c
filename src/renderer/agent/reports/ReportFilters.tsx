import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The filters every team report starts with: business days (YYYY-MM-DD, both included) and a username. */
export interface DaysAndUser {
  from: string;
  to: string;
  username: string;
}

/**
 * A team report's filter form: from and to days (up to `max`), the username search, the report's
 * own fields (`children`) and the search button, which is off while the range cannot be asked for
 * (then a translated alert says why).
 */
export function ReportFilters({
  value,
  max,
  onChange,
  onSearch,
  children,
}: {
  value: DaysAndUser;
  max: string;
  onChange: (change: Partial<DaysAndUser>) => void;
  onSearch: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('agent');
  const invalid = badRange(value.from, value.to);
  return (
    <>
      <form
        className="cashier-filters agent-filters"
        onSubmit={(e) => {
          e.preventDefault();
          if (!invalid) onSearch();
        }}
      >
        <label className="cashier-filters__field">
          <span>{t('reports.from')}</span>
          <input
            type="date"
            value={value.from}
            max={max}
            required
            onChange={(e) => onChange({ from: e.target.value })}
          />
        </label>
        <label className="cashier-filters__field">
          <span>{t('reports.to')}</span>
          <input type="date" value={value.to} max={max} required onChange={(e) => onChange({ to: e.target.value })} />
        </label>
        <label className="cashier-filters__field">
          <span>{t('reports.username')}</span>
          <input
            type="search"
            value={value.username}
            maxLength={64}
            autoComplete="off"
            onChange={(e) => onChange({ username: e.target.value })}
          />
        </label>
        {children}
        <button type="submit" className="btn btn--primary" disabled={invalid}>
          {t('reports.search')}
        </button>
      </form>
      {invalid && (
        <p className="form-error" role="alert">
          {t('reports.badRange')}
        </p>
      )}
    </>
  );
}

/** True when the range cannot be asked for: a day missing or the start after the end. */
function badRange(from: string, to: string): boolean {
  return from === '' || to === '' || from > to;
}
