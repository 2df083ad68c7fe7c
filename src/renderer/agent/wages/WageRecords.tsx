import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind } from '../../../shared/api/agent';
import { money } from '../../member/cashier/money';
import { useAuthT } from '../../modals/forms/useAuthT';
import { businessDay, lastBusinessDays, useBusinessZone } from '../businessDay';
import { DEFAULT_WAGE_DAYS, useWages } from './useWages';
import { RangeFilter, WageTable } from './WageTable';

/**
 * The payout records under a contract page: what this kind paid me and what I paid my children,
 * over a date range, with the range's total, a page at a time.
 */
export function WageRecords({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agent');
  const anyT = useAuthT();
  const [direction, setDirection] = useState<'received' | 'paid'>('received');
  const today = businessDay(useBusinessZone());
  const [range, setRange] = useState(() => lastBusinessDays(today, DEFAULT_WAGE_DAYS));
  const [page, setPage] = useState(1);
  const { data, error, loading } = useWages({ kind, direction, ...range, page });
  return (
    <section className="wages" aria-labelledby={`wages-${kind}`}>
      <h3 id={`wages-${kind}`} className="wages__title">
        {t('wages.records', { kind: t(`wages.kinds.${kind}`) })}
      </h3>
      <div className="wages__bar">
        <div className="wages-tabs" role="tablist">
          {(['received', 'paid'] as const).map((d) => (
            <button
              key={d}
              type="button"
              role="tab"
              aria-selected={direction === d}
              className={`wages-tabs__tab${direction === d ? ' wages-tabs__tab--active' : ''}`}
              onClick={() => {
                setDirection(d);
                setPage(1);
              }}
            >
              {t(`wages.${d}`)}
            </button>
          ))}
        </div>
        <RangeFilter
          {...range}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
      </div>
      {error && (
        <p className="form-error" role="alert">
          {anyT(error)}
        </p>
      )}
      <p className="wages__total">
        {t('wages.total')} <strong>{money(data?.totals.amount ?? 0, '')}</strong>
      </p>
      <WageTable
        items={data?.items ?? []}
        total={data?.total ?? 0}
        page={page}
        onPage={setPage}
        direction={direction}
        loading={loading}
      />
    </section>
  );
}
