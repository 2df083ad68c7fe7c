import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_KINDS } from '../../../shared/api/agent';
import { money } from '../../member/cashier/money';
import { useAuthT } from '../../modals/forms/useAuthT';
import { businessDay, lastBusinessDays, useBusinessZone } from '../businessDay';
import type { AgentPageProps } from '../menu';
import { DEFAULT_WAGE_DAYS, useWages } from '../wages/useWages';
import { RangeFilter, WageTable } from '../wages/WageTable';

/** My income: every salary, wage and dividend paid to me over a date range, with totals per kind. */
export default function MyIncome(_props: AgentPageProps) {
  const { t } = useTranslation('agent');
  const anyT = useAuthT();
  const today = businessDay(useBusinessZone());
  const [range, setRange] = useState(() => lastBusinessDays(today, DEFAULT_WAGE_DAYS));
  const [page, setPage] = useState(1);
  const { data, error, loading } = useWages({ direction: 'received', ...range, page });
  return (
    <section className="wages wages--income" aria-labelledby="my-income">
      <h3 id="my-income" className="wages__title">
        {t('menu.agentRevenueReport')}
      </h3>
      <RangeFilter
        {...range}
        onChange={(next) => {
          setRange(next);
          setPage(1);
        }}
      />
      {error && (
        <p className="form-error" role="alert">
          {anyT(error)}
        </p>
      )}
      <ul className="wages-totals" aria-busy={loading}>
        {CONTRACT_KINDS.map((kind) => (
          <li key={kind} className="wages-totals__item">
            <span className="wages-totals__label">{t(`wages.kinds.${kind}`)}</span>
            <strong className="wages-totals__value">{money(data?.totals.byKind[kind] ?? 0, '')}</strong>
          </li>
        ))}
        <li className="wages-totals__item wages-totals__item--all">
          <span className="wages-totals__label">{t('wages.total')}</span>
          <strong className="wages-totals__value">{money(data?.totals.amount ?? 0, '')}</strong>
        </li>
      </ul>
      <WageTable
        items={data?.items ?? []}
        total={data?.total ?? 0}
        page={page}
        onPage={setPage}
        direction="received"
        showKind
        loading={loading}
      />
    </section>
  );
}
