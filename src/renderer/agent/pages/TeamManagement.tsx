import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import type { ContractKind, DownlineDetailSchema, DownlinePageSchema } from '../../../shared/api/agent';
import { Pager } from '../../games/Pager';
import { Money, useCashier, useErrorText } from '../../member/cashier/parts';
import '../../member/cashier/cashier.css';
import { useStores } from '../../stores/StoresContext';
import type { AgentPage, AgentPageProps } from '../menu';
import './tree.css';

type DownlinePage = Static<typeof DownlinePageSchema>;
type Detail = Static<typeof DownlineDetailSchema>;

const SIZE = 20;
/** The contract pages a parent opens for a direct child, with the child's id. */
const CONTRACT_BUTTONS: [AgentPage, ContractKind][] = [
  ['agentDailyWages2', 'daily'],
  ['agentHourSalary', 'hourly'],
  ['agentRealtimeSalary', 'realtime'],
  ['agentDividendRecordCopy2', 'dividend'],
];

/** Team management: search and browse the downline level by level, a member's detail, transfers and contracts. */
const TeamManagement = observer(function TeamManagement({ params, openPage }: AgentPageProps) {
  const { t } = useTranslation('agent');
  const root = useStores();
  const { wallet } = useCashier();
  const errorText = useErrorText();
  const [parentId, setParentId] = useState<number | undefined>(params.parent ? Number(params.parent) : undefined);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [list, setList] = useState<DownlinePage | null>(null);
  const [error, setError] = useState('');
  const [detail, setDetail] = useState<Detail | null>(null);
  const [amount, setAmount] = useState('');
  const [transferNote, setTransferNote] = useState<{ ok: boolean; text: string } | null>(null);

  const load = useCallback(() => {
    setError('');
    root
      .createAgentStore((deps) =>
        deps.api.getDownline({
          ...(parentId !== undefined ? { parentId } : {}),
          ...(query ? { username: query } : {}),
          page,
          size: SIZE,
        }),
      )
      .then(setList, (e: unknown) => setError(errorText(e)));
    // errorText is a fresh closure each render; the list depends on its query only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [root, parentId, query, page]);
  useEffect(load, [load]);

  const open = async (id: number) => {
    setTransferNote(null);
    setAmount('');
    try {
      setDetail(await root.createAgentStore((deps) => deps.api.getDownlineMember(id)));
    } catch (e) {
      setError(errorText(e));
    }
  };
  const drill = (id: number | undefined) => {
    setParentId(id);
    setQuery('');
    setSearch('');
    setPage(1);
    setDetail(null);
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery(search.trim());
    setPage(1);
  };
  const transfer = async (event: FormEvent) => {
    event.preventDefault();
    if (!detail) return;
    setTransferNote(null);
    try {
      const done = await wallet.transferToMember({ kind: 'downline', username: detail.username }, amount);
      // Re-opened for the new balance first: opening clears the note, which must stay.
      await open(detail.id);
      setTransferNote({ ok: true, text: t('tree.team.transferred', { username: done.toUsername }) });
      load();
    } catch (e) {
      setTransferNote({ ok: false, text: errorText(e) });
    }
  };
  const symbol = wallet.currencySymbol;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.size)) : 1;

  return (
    <section className="agent-tree">
      <form className="agent-tree__actions" role="search" onSubmit={submitSearch}>
        <label className="agent-tree__field agent-tree__field--inline">
          <span>{t('tree.team.search')}</span>
          <input name="search" value={search} maxLength={64} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <button type="submit" className="agent-tree__button agent-tree__button--primary">
          {t('tree.team.searchButton')}
        </button>
      </form>
      {list && (
        <nav className="agent-tree__crumbs" aria-label={t('tree.team.breadcrumb')}>
          {list.breadcrumb.map((node, i) => (
            <span key={node.id}>
              {i > 0 && ' › '}
              <button type="button" className="agent-tree__crumb" onClick={() => drill(i === 0 ? undefined : node.id)}>
                {node.username}
              </button>
            </span>
          ))}
          {query && <span> › {t('tree.team.results', { query })}</span>}
        </nav>
      )}
      {error && (
        <p role="alert" className="agent-tree__error">
          {error}
        </p>
      )}
      <div className="agent-tree__table-wrap">
        <table className="agent-tree__table">
          <thead>
            <tr>
              <th>{t('tree.team.username')}</th>
              <th>{t('tree.team.type')}</th>
              <th className="agent-tree__num">{t('tree.team.team')}</th>
              <th className="agent-tree__num">{t('tree.team.balance')}</th>
              <th className="agent-tree__hide-phone">{t('tree.team.joined')}</th>
              <th>{t('tree.team.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list?.items.map((m) => (
              <tr key={m.id}>
                <td data-label={t('tree.team.username')}>
                  {m.username}
                  {m.depth > 1 && <span className="agent-tree__muted"> ({m.parentUsername})</span>}
                </td>
                <td data-label={t('tree.team.type')}>{t(m.isAgent ? 'tree.type.agent' : 'tree.type.member')}</td>
                <td data-label={t('tree.team.team')} className="agent-tree__num">
                  {m.teamCount}
                </td>
                <td data-label={t('tree.team.balance')} className="agent-tree__num">
                  <Money amount={m.balance} symbol={symbol} />
                </td>
                <td className="agent-tree__hide-phone">{dayjs(m.createdAt).format('YYYY-MM-DD')}</td>
                <td className="agent-tree__row-actions">
                  <button type="button" className="agent-tree__button" onClick={() => void open(m.id)}>
                    {t('tree.team.view')}
                  </button>
                  {m.directCount > 0 && (
                    <button type="button" className="agent-tree__button" onClick={() => drill(m.id)}>
                      {t('tree.team.down')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list?.items.length === 0 && <p className="agent-tree__muted">{t('tree.team.empty')}</p>}
      <Pager page={page} total={pages} onPage={setPage} />

      {detail && (
        <article className="agent-tree__card" aria-label={t('tree.team.detail')} data-testid="member-detail">
          <header className="agent-tree__card-head">
            <h3>{detail.username}</h3>
            <button type="button" className="agent-tree__button" onClick={() => setDetail(null)}>
              {t('tree.team.closeDetail')}
            </button>
          </header>
          <dl className="agent-tree__facts">
            <dt>{t('tree.team.type')}</dt>
            <dd>{t(detail.isAgent ? 'tree.type.agent' : 'tree.type.member')}</dd>
            <dt>{t('tree.team.parent')}</dt>
            <dd>{detail.parentUsername}</dd>
            <dt>{t('tree.team.balance')}</dt>
            <dd>
              <Money amount={detail.balance} symbol={symbol} />
            </dd>
            <dt>{t('tree.team.team')}</dt>
            <dd>{detail.teamCount}</dd>
            <dt>{t('tree.team.monthStake')}</dt>
            <dd>
              <Money amount={detail.monthStake} symbol={symbol} />
            </dd>
            <dt>{t('tree.team.monthProfitLoss')}</dt>
            <dd>
              <Money amount={detail.monthProfitLoss} symbol={symbol} signed />
            </dd>
            <dt>{t('tree.team.monthDeposits')}</dt>
            <dd>
              <Money amount={detail.monthDeposits} symbol={symbol} />
            </dd>
            <dt>{t('tree.team.monthWithdrawals')}</dt>
            <dd>
              <Money amount={detail.monthWithdrawals} symbol={symbol} />
            </dd>
            <dt>{t('tree.team.lastLogin')}</dt>
            <dd>{detail.lastLoginAt ? dayjs(detail.lastLoginAt).format('YYYY-MM-DD HH:mm') : '—'}</dd>
            <dt>{t('tree.team.contracts')}</dt>
            <dd>
              {detail.contracts.length === 0
                ? '—'
                : detail.contracts
                    .map((c) => `${t(`tree.kind.${c.kind}`)} (${t(`tree.status.${c.status}`)})`)
                    .join(', ')}
            </dd>
          </dl>
          {detail.depth === 1 && (
            <>
              <form className="agent-tree__actions" onSubmit={(e) => void transfer(e)}>
                <label className="agent-tree__field agent-tree__field--inline">
                  <span>{t('tree.team.amount')}</span>
                  <input
                    name="amount"
                    inputMode="decimal"
                    required
                    value={amount}
                    onChange={(e) => setAmount(e.target.value)}
                  />
                </label>
                <button type="submit" className="agent-tree__button agent-tree__button--primary">
                  {t('tree.team.transfer')}
                </button>
              </form>
              {transferNote && (
                <p
                  role={transferNote.ok ? 'status' : 'alert'}
                  className={transferNote.ok ? 'agent-tree__ok' : 'agent-tree__error'}
                >
                  {transferNote.text}
                </p>
              )}
              {detail.isAgent && (
                <div className="agent-tree__actions">
                  {CONTRACT_BUTTONS.map(([target, kind]) => (
                    <button
                      key={target}
                      type="button"
                      className="agent-tree__button"
                      onClick={() => openPage(target, { child: String(detail.id) })}
                    >
                      {t('tree.team.setContract', { kind: t(`tree.kind.${kind}`) })}
                    </button>
                  ))}
                </div>
              )}
            </>
          )}
        </article>
      )}
    </section>
  );
});

export default TeamManagement;
