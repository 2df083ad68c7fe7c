import { useTranslation } from 'react-i18next';
import { DIVIDEND_CYCLES, type ContractKind } from '../../../shared/api/agent';

/** Terms as the form edits them: plain JSON in the API shape (agent.ts), rates in basis points. */
export type EditableTerms = Record<string, unknown> & { tiers?: Record<string, number>[] };

/** The second threshold of each tiered kind (hourly has none). */
const SECOND: Partial<Record<ContractKind, 'minActivePlayers' | 'minNetLoss'>> = {
  daily: 'minActivePlayers',
  dividend: 'minNetLoss',
};

/** A rate in basis points as the percentage the form shows (150 -> "1.5"). */
export const percent = (bp: number) => String(bp / 100);
const toBp = (text: string) => Math.round(Number(text) * 100);

/** Empty terms of a kind, or a copy of given ones to start from. */
export function startingTerms(kind: ContractKind, from?: unknown): EditableTerms {
  if (from) return structuredClone(from) as EditableTerms;
  if (kind === 'realtime') return { winRateBp: 0, lossRateBp: 0 };
  const tier: Record<string, number> = { minTurnover: 0, rateBp: 0 };
  const second = SECOND[kind];
  if (second) tier[second] = 0;
  return kind === 'dividend' ? { cycle: 'monthly', tiers: [tier] } : { tiers: [tier] };
}

/** Read-only terms: the thresholds and rate of each tier, or the two real-time rates. */
export function TermsTable({ kind, terms }: { kind: ContractKind; terms: unknown }) {
  const { t } = useTranslation('agent');
  const value = terms as EditableTerms;
  if (kind === 'realtime')
    return (
      <dl className="contract-terms__rates">
        <dt>{t('contracts.winRate')}</dt>
        <dd>{percent(Number(value.winRateBp))}%</dd>
        <dt>{t('contracts.lossRate')}</dt>
        <dd>{percent(Number(value.lossRateBp))}%</dd>
      </dl>
    );
  const second = SECOND[kind];
  return (
    <div className="contract-terms">
      {kind === 'dividend' && (
        <p className="contract-terms__cycle">
          {t('contracts.cycle')}: {t(`contracts.cycles.${String(value.cycle) as 'monthly'}`)}
        </p>
      )}
      <table className="contract-table">
        <thead>
          <tr>
            <th scope="col">{t('contracts.minTurnover')}</th>
            {second && <th scope="col">{t(`contracts.${second}`)}</th>}
            <th scope="col">{t('contracts.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {(value.tiers ?? []).map((tier, index) => (
            <tr key={index}>
              <td>{tier.minTurnover?.toLocaleString()}</td>
              {second && <td>{tier[second]?.toLocaleString()}</td>}
              <td>{percent(tier.rateBp ?? 0)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Editable terms: tiers added, removed and changed; rates typed as percentages. */
export function TermsEditor({
  kind,
  terms,
  onChange,
}: {
  kind: ContractKind;
  terms: EditableTerms;
  onChange: (next: EditableTerms) => void;
}) {
  const { t } = useTranslation('agent');
  if (kind === 'realtime')
    return (
      <div className="contract-editor__rates">
        {(['winRateBp', 'lossRateBp'] as const).map((field) => (
          <label key={field} className="contract-editor__field">
            <span>{t(field === 'winRateBp' ? 'contracts.winRate' : 'contracts.lossRate')} (%)</span>
            <input
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step={0.01}
              value={percent(Number(terms[field] ?? 0))}
              onChange={(event) => onChange({ ...terms, [field]: toBp(event.target.value) })}
            />
          </label>
        ))}
      </div>
    );
  const second = SECOND[kind];
  const tiers = terms.tiers ?? [];
  const setTier = (index: number, field: string, value: number) =>
    onChange({ ...terms, tiers: tiers.map((tier, i) => (i === index ? { ...tier, [field]: value } : tier)) });
  return (
    <div className="contract-editor">
      {kind === 'dividend' && (
        <label className="contract-editor__field">
          <span>{t('contracts.cycle')}</span>
          <select value={String(terms.cycle)} onChange={(event) => onChange({ ...terms, cycle: event.target.value })}>
            {DIVIDEND_CYCLES.map((cycle) => (
              <option key={cycle} value={cycle}>
                {t(`contracts.cycles.${cycle}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <table className="contract-table contract-table--edit">
        <thead>
          <tr>
            <th scope="col">{t('contracts.minTurnover')}</th>
            {second && <th scope="col">{t(`contracts.${second}`)}</th>}
            <th scope="col">{t('contracts.rate')} (%)</th>
            <th scope="col">
              <span className="visually-hidden">{t('contracts.removeTier')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => (
            <tr key={index}>
              <td>
                <input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  aria-label={`${t('contracts.minTurnover')} ${index + 1}`}
                  value={tier.minTurnover ?? 0}
                  onChange={(event) => setTier(index, 'minTurnover', Number(event.target.value))}
                />
              </td>
              {second && (
                <td>
                  <input
                    type="number"
                    inputMode="decimal"
                    min={0}
                    aria-label={`${t(`contracts.${second}`)} ${index + 1}`}
                    value={tier[second] ?? 0}
                    onChange={(event) => setTier(index, second, Number(event.target.value))}
                  />
                </td>
              )}
              <td>
                <input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={100}
                  step={0.01}
                  aria-label={`${t('contracts.rate')} ${index + 1}`}
                  value={percent(tier.rateBp ?? 0)}
                  onChange={(event) => setTier(index, 'rateBp', toBp(event.target.value))}
                />
              </td>
              <td>
                <button
                  type="button"
                  className="contract-button contract-button--ghost"
                  disabled={tiers.length === 1}
                  aria-label={`${t('contracts.removeTier')} ${index + 1}`}
                  onClick={() => onChange({ ...terms, tiers: tiers.filter((_, i) => i !== index) })}
                >
                  ×
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        className="contract-button contract-button--ghost"
        disabled={tiers.length >= 10}
        onClick={() => {
          const last = tiers[tiers.length - 1] ?? {};
          onChange({ ...terms, tiers: [...tiers, { ...last }] });
        }}
      >
        {t('contracts.addTier')}
      </button>
    </div>
  );
}
