import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandSummary } from '../../../shared/api/admin';
import {
  CONTRACT_KINDS,
  type ContractHistoryPage,
  type ContractKind,
  type ContractSettings,
  type ContractTerms,
  type ContractView,
  type OperatorContractsOverview,
} from '../../../shared/api/agent';
import { api, ConsoleApiError, queryOf } from '../api';
import { useErrorText } from '../errors';
import { Switch } from '../catalogue/parts';
import { Notice, Pager, useFormat, type NoticeState } from '../queue/kit';

const HISTORY_SIZE = 20;

const contractsApi = (merchant: string, path = '') =>
  `/admin/api/agent-contracts/${encodeURIComponent(merchant)}${path}`;

const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`;

/**
 * The brand's agent contracts: which kinds it runs and whether an operator approves each
 * accepted offer, the platform's contracts with the top agents, the approval queue, suspended
 * agents, and the contracts' history.
 */
export function ContractsTab({ brand }: { brand: BrandSummary }) {
  const { t } = useTranslation('console');
  const errorText = useErrorText();
  const format = useFormat(brand);
  const [tick, setTick] = useState(0);
  const [historyPage, setHistoryPage] = useState(1);
  const [notice, setNotice] = useState<NoticeState>(null);
  const [busy, setBusy] = useState(false);
  const [overview, setOverview] = useState<OperatorContractsOverview | null>(null);
  const [history, setHistory] = useState<ContractHistoryPage | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const merchant = brand.merchantCode;
  useEffect(() => {
    let live = true;
    Promise.all([
      api<OperatorContractsOverview>('GET', contractsApi(merchant)),
      api<ContractHistoryPage>(
        'GET',
        `${contractsApi(merchant, '/history')}?${queryOf({ page: historyPage, size: HISTORY_SIZE })}`,
      ),
    ]).then(
      ([nextOverview, nextHistory]) => {
        if (!live) return;
        setOverview(nextOverview);
        setHistory(nextHistory);
        setLoadError(null);
      },
      (failure: unknown) => live && setLoadError(errorText(failure)),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [merchant, historyPage, tick]);

  const run = async (action: () => Promise<string>): Promise<boolean> => {
    setBusy(true);
    let ok = false;
    try {
      setNotice({ kind: 'ok', text: await action() });
      ok = true;
    } catch (failure) {
      const shape = failure instanceof ConsoleApiError && failure.code === 'request_param_err';
      setNotice({
        kind: 'error',
        text: shape ? t('errors.generic', { message: failure.message }) : errorText(failure),
      });
    }
    setTick((n) => n + 1);
    setBusy(false);
    return ok;
  };
  const changeSetting = (key: keyof ContractSettings, value: boolean) =>
    run(async () => {
      if (!overview) return '';
      await api('PUT', contractsApi(merchant, '/settings'), { ...overview.settings, [key]: value });
      return t('agents.contracts.saved');
    });
  const suspend = (username: string, suspended: boolean, reason = '') =>
    run(async () => {
      await api('POST', contractsApi(merchant, '/suspensions'), { username, suspended, reason });
      return t(suspended ? 'agents.contracts.suspendedOk' : 'agents.contracts.resumedOk', { username });
    });
  const decide = (view: ContractView, action: 'approve' | 'reject') =>
    run(async () => {
      await api('POST', contractsApi(merchant, `/queue/${view.id}`), { action });
      return t(action === 'approve' ? 'agents.contracts.approvedOk' : 'agents.contracts.rejectedOk', {
        username: view.childUsername,
      });
    });
  const terms = (kind: string | null, value: ContractTerms | null) => termsText(t, kind, value);
  const setPlatform = (username: string, kind: ContractKind, value: ContractTerms) =>
    run(async () => {
      await api('POST', contractsApi(merchant, '/platform'), { username, kind, terms: value });
      return t('agents.contracts.platformOk', { username, kind: t(`payouts.kinds.${kind}`) });
    });
  const [editing, setEditing] = useState<string | null>(null);

  return (
    <div className="contracts">
      <Notice notice={notice} />
      {loadError && <Notice notice={{ kind: 'error', text: loadError }} />}

      <h2>{t('agents.contracts.settings')}</h2>
      <div className="switch-grid">
        {[...CONTRACT_KINDS, 'approvalRequired' as const].map((key) => (
          <div key={key} className="switch-grid__item">
            <span>
              {key === 'approvalRequired' ? t('agents.contracts.approvalRequired') : t(`payouts.kinds.${key}`)}
            </span>
            <Switch
              checked={overview?.settings[key] ?? false}
              label={key === 'approvalRequired' ? t('agents.contracts.approvalRequired') : t(`payouts.kinds.${key}`)}
              disabled={busy || !overview}
              onChange={(value) => void changeSetting(key, value)}
            />
          </div>
        ))}
      </div>

      <h2>{t('agents.contracts.platform')}</h2>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('agents.contracts.platform')}>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('agents.contracts.agent')}</th>
              {CONTRACT_KINDS.map((kind) => (
                <th key={kind} scope="col">
                  {t(`payouts.kinds.${kind}`)}
                </th>
              ))}
              <th scope="col">
                <span className="sr-only">{t('agents.tree.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {overview?.topAgents.map((top) => (
              <tr key={top.id} data-testid={`top-agent-${top.username}`}>
                <td>
                  <strong>{top.username}</strong>
                  {top.suspended && <div className="danger small">{t('agents.contracts.suspended')}</div>}
                </td>
                {CONTRACT_KINDS.map((kind) => {
                  const view = top.contracts.find((c) => c.kind === kind);
                  return (
                    <td key={kind} className="small terms">
                      {view ? (
                        <>
                          {terms(kind, view.terms)}
                          <div className="muted">v{view.version}</div>
                        </>
                      ) : (
                        '—'
                      )}
                    </td>
                  );
                })}
                <td>
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => (setNotice(null), setEditing(top.username))}
                  >
                    {t('agents.contracts.setPlatform')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {overview?.topAgents.length === 0 && <p className="empty">{t('agents.contracts.noTopAgents')}</p>}
      </div>
      {editing && (
        <PlatformForm
          key={editing}
          username={editing}
          contracts={overview?.topAgents.find((top) => top.username === editing)?.contracts ?? []}
          busy={busy}
          onClose={() => setEditing(null)}
          onSave={async (kind, value) => {
            if (await setPlatform(editing, kind, value)) setEditing(null);
          }}
        />
      )}

      <h2>{t('agents.contracts.queue')}</h2>
      {overview && overview.queue.length === 0 ? (
        <p className="empty">{t('agents.contracts.queueEmpty')}</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('agents.contracts.queue')}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('agents.contracts.agent')}</th>
                <th scope="col">{t('agents.contracts.parent')}</th>
                <th scope="col">{t('payouts.kind')}</th>
                <th scope="col">{t('agents.contracts.terms')}</th>
                <th scope="col">
                  <span className="sr-only">{t('agents.tree.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {overview?.queue.map((view) => (
                <tr key={view.id}>
                  <td>{view.childUsername}</td>
                  <td>{view.parentUsername ?? t('payouts.platform')}</td>
                  <td>
                    {t(`payouts.kinds.${view.kind}`)} <span className="muted small">v{view.version}</span>
                  </td>
                  <td className="small terms">{terms(view.kind, view.terms)}</td>
                  <td className="actions">
                    <button
                      type="button"
                      className="button button--small button--primary"
                      disabled={busy}
                      onClick={() => void decide(view, 'approve')}
                    >
                      {t('actions.approve')}
                    </button>
                    <button
                      type="button"
                      className="button button--small button--danger"
                      disabled={busy}
                      onClick={() => void decide(view, 'reject')}
                    >
                      {t('actions.reject')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2>{t('agents.contracts.suspensions')}</h2>
      <SuspendForm busy={busy} onSuspend={(username, reason) => suspend(username, true, reason)} />
      {overview && overview.suspended.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('agents.contracts.suspensions')}>
          <table className="table table--middle">
            <thead>
              <tr>
                <th scope="col">{t('agents.contracts.agent')}</th>
                <th scope="col">{t('actions.reason')}</th>
                <th scope="col" className="wide-only">
                  {t('agents.contracts.since')}
                </th>
                <th scope="col">
                  <span className="sr-only">{t('agents.tree.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {overview.suspended.map((row) => (
                <tr key={row.id} data-testid={`suspended-${row.username}`}>
                  <td>{row.username}</td>
                  <td>{row.reason || '—'}</td>
                  <td className="small wide-only">{format.time(row.since)}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--small"
                      disabled={busy}
                      onClick={() => void suspend(row.username, false)}
                    >
                      {t('agents.contracts.resume')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2>{t('agents.contracts.history')}</h2>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('agents.contracts.history')}>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('agents.contracts.when')}</th>
              <th scope="col">{t('agents.contracts.agent')}</th>
              <th scope="col">{t('agents.contracts.action')}</th>
              <th scope="col">{t('agents.contracts.status')}</th>
              <th scope="col">{t('agents.contracts.by')}</th>
            </tr>
          </thead>
          <tbody>
            {history?.items.map((entry) => (
              <tr key={entry.id}>
                <td className="small">{format.time(entry.at)}</td>
                <td>{entry.username ?? '—'}</td>
                <td>
                  <code>{entry.action}</code>
                  {entry.kind && <div className="muted small">{kindName(t, entry.kind)}</div>}
                  {entry.newTerms && <div className="muted small terms">{terms(entry.kind, entry.newTerms)}</div>}
                </td>
                <td className="small">
                  {entry.oldStatus || entry.newStatus ? `${entry.oldStatus ?? '—'} → ${entry.newStatus ?? '—'}` : '—'}
                </td>
                <td className="small">{entry.actor}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={historyPage} pageSize={HISTORY_SIZE} total={history?.total ?? 0} onPage={setHistoryPage} />
    </div>
  );
}

/** Templates of a first platform contract of each kind (the seed's demo terms' shape). */
const TEMPLATES: Record<ContractKind, ContractTerms> = {
  daily: { tiers: [{ minTurnover: 0, minActivePlayers: 0, rateBp: 50 }] },
  hourly: { tiers: [{ minTurnover: 0, rateBp: 20 }] },
  realtime: { winRateBp: 30, lossRateBp: 80 },
  dividend: { cycle: 'monthly', tiers: [{ minTurnover: 0, minNetLoss: 0, rateBp: 1000 }] },
};

/**
 * A new version of the platform's contract with a top agent, in force at once: the kind and its
 * terms as JSON (rates in basis points), prefilled with the terms in force or a template.
 */
function PlatformForm({
  username,
  contracts,
  busy,
  onClose,
  onSave,
}: {
  username: string;
  contracts: ContractView[];
  busy: boolean;
  onClose: () => void;
  onSave: (kind: ContractKind, terms: ContractTerms) => Promise<void>;
}) {
  const { t } = useTranslation('console');
  const current = (kind: ContractKind) =>
    JSON.stringify(contracts.find((c) => c.kind === kind)?.terms ?? TEMPLATES[kind], null, 2);
  const [kind, setKind] = useState<ContractKind>('daily');
  const [text, setText] = useState(() => current('daily'));
  const [invalid, setInvalid] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    if (!parsed || typeof parsed !== 'object') {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    await onSave(kind, parsed as ContractTerms);
  };
  return (
    <form
      className="create-form move-dialog"
      role="dialog"
      aria-labelledby="platform-title"
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="platform-title">{t('agents.contracts.platformTitle', { username })}</h2>
      <p className="muted small">{t('agents.contracts.platformHint')}</p>
      <label className="field field--compact">
        <span>{t('payouts.kind')}</span>
        <select
          value={kind}
          onChange={(event) => {
            const next = event.target.value as ContractKind;
            setKind(next);
            setText(current(next));
          }}
        >
          {CONTRACT_KINDS.map((option) => (
            <option key={option} value={option}>
              {t(`payouts.kinds.${option}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field field--compact">
        <span>{t('agents.contracts.termsJson')}</span>
        <textarea
          rows={8}
          value={text}
          spellCheck={false}
          aria-invalid={invalid}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      {invalid && (
        <span className="field-error" role="alert">
          {t('agents.contracts.termsInvalid')}
        </span>
      )}
      <span className="inline-form__buttons">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('agents.contracts.save')}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('actions.cancel')}
        </button>
      </span>
    </form>
  );
}

function SuspendForm({
  busy,
  onSuspend,
}: {
  busy: boolean;
  onSuspend: (username: string, reason: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('console');
  const [username, setUsername] = useState('');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || reason.trim().length < 3) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (await onSuspend(username.trim(), reason.trim())) {
      setUsername('');
      setReason('');
    }
  };
  return (
    <form className="suspend-form" onSubmit={(event) => void submit(event)}>
      <label className="field field--compact">
        <span>{t('agents.contracts.agent')}</span>
        <input value={username} onChange={(event) => setUsername(event.target.value)} aria-invalid={invalid} />
      </label>
      <label className="field field--compact">
        <span>{t('actions.reason')}</span>
        <input value={reason} onChange={(event) => setReason(event.target.value)} aria-invalid={invalid} />
      </label>
      <button type="submit" className="button button--danger" disabled={busy}>
        {t('agents.contracts.suspend')}
      </button>
      {invalid && (
        <span className="field-error" role="alert">
          {t('agents.contracts.suspendHint')}
        </span>
      )}
    </form>
  );
}

type Translate = ReturnType<typeof useTranslation<'console'>>['t'];

function kindName(t: Translate, kind: string): string {
  return (CONTRACT_KINDS as readonly string[]).includes(kind) ? t(`payouts.kinds.${kind as ContractKind}`) : kind;
}

/** A contract's terms, a line per tier (its rate from its threshold), or realtime's two rates. */
function termsText(t: Translate, kind: string | null, terms: ContractTerms | null): string {
  if (!terms) return '—';
  if ('winRateBp' in terms)
    return t('agents.contracts.realtimeTerms', { win: percent(terms.winRateBp), loss: percent(terms.lossRateBp) });
  const tiers = terms.tiers.map((tier) => `≥${tier.minTurnover.toLocaleString()}: ${percent(tier.rateBp)}`).join('\n');
  if (kind === 'dividend' && 'cycle' in terms) return `${t(`agents.contracts.cycles.${terms.cycle}`)}\n${tiers}`;
  return tiers;
}
