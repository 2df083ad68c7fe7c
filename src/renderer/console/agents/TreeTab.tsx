import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandSummary } from '../../../shared/api/admin';
import type { MoveResult, OperatorTreeMember, OperatorTreePage } from '../../../shared/api/agent';
import { api, queryOf } from '../api';
import { useErrorText } from '../errors';
import { Notice, Pager, useFormat, type NoticeState } from '../queue/kit';

const PAGE_SIZE = 20;

export const treeApi = (merchant: string, path = '') => `/admin/api/agent-tree/${encodeURIComponent(merchant)}${path}`;

/** Agent, player or trial, from the member's type (1, 2, 41, 42 are agents; 4 is a trial). */
export function typeKey(type: number): 'agent' | 'player' | 'trial' {
  if ([1, 2, 41, 42].includes(type)) return 'agent';
  return type === 4 ? 'trial' : 'player';
}

/**
 * The brand's downline tree one level at a time (top level first), a breadcrumb back up, a
 * username search over the whole brand, and moving a member with its team under another agent.
 */
export function TreeTab({ brand }: { brand: BrandSummary }) {
  const { t } = useTranslation('console');
  const errorText = useErrorText();
  const format = useFormat(brand);
  const [parent, setParent] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [tick, setTick] = useState(0);
  const [notice, setNotice] = useState<NoticeState>(null);
  const [moving, setMoving] = useState<OperatorTreeMember | null>(null);
  const query = queryOf({ parent: search.trim() ? '' : parent, q: search.trim(), page, size: PAGE_SIZE });
  const wanted = `${brand.merchantCode}?${query}#${tick}`;
  const [state, setState] = useState<{ for: string; data?: OperatorTreePage; error?: string }>({ for: '' });
  useEffect(() => {
    let live = true;
    api<OperatorTreePage>('GET', `${treeApi(brand.merchantCode)}?${query}`).then(
      (data) => live && setState({ for: wanted, data }),
      (failure: unknown) => live && setState((old) => ({ ...old, for: wanted, error: errorText(failure) })),
    );
    return () => {
      live = false;
    };
    // `wanted` names everything the call depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);
  const { data } = state;
  const open = (username: string) => {
    setParent(username);
    setSearch('');
    setPage(1);
  };
  const searching = search.trim() !== '';

  return (
    <div className="tree">
      <div className="queue__bar">
        <nav className="crumbs" aria-label={t('agents.tree.path')}>
          <button type="button" className="crumbs__item" disabled={!parent && !searching} onClick={() => open('')}>
            {t('agents.tree.top')}
          </button>
          {!searching &&
            data?.breadcrumb.map((crumb, index) => (
              <span key={crumb.id} className="crumbs__step">
                <span aria-hidden="true">›</span>
                <button
                  type="button"
                  className="crumbs__item"
                  disabled={index === data.breadcrumb.length - 1}
                  aria-current={index === data.breadcrumb.length - 1 ? 'location' : undefined}
                  onClick={() => open(crumb.username)}
                >
                  {crumb.username}
                </button>
              </span>
            ))}
        </nav>
        <label className="inline-field">
          <span>{t('agents.tree.search')}</span>
          <input
            type="search"
            value={search}
            placeholder={t('agents.tree.searchHint')}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </label>
      </div>
      <Notice notice={notice} />
      {state.error && <Notice notice={{ kind: 'error', text: state.error }} />}
      {moving && (
        <MoveDialog
          brand={brand}
          member={moving}
          onClose={() => setMoving(null)}
          onMoved={(result) => {
            setMoving(null);
            setNotice({
              kind: 'ok',
              text: result.moved
                ? t('agents.tree.moved', {
                    username: result.username,
                    upline: result.upline ?? t('agents.tree.top'),
                    count: result.terminatedContracts.length,
                  })
                : t('agents.tree.unchanged', { username: result.username }),
            });
            setTick((n) => n + 1);
          }}
        />
      )}
      <div
        className="table-scroll"
        tabIndex={0}
        role="region"
        aria-label={t('agents.tabs.tree')}
        aria-busy={state.for !== wanted}
      >
        <table className="table table--middle tree__table">
          <thead>
            <tr>
              <th scope="col">{t('agents.tree.user')}</th>
              <th scope="col">{t('agents.tree.type')}</th>
              {searching && <th scope="col">{t('agents.tree.upline')}</th>}
              <th scope="col" className="num wide-only">
                {t('agents.tree.direct')}
              </th>
              <th scope="col" className="num">
                {t('agents.tree.team')}
              </th>
              <th scope="col" className="num wide-only">
                {t('agents.tree.balance')}
              </th>
              <th scope="col" className="wide-only">
                {t('agents.tree.created')}
              </th>
              <th scope="col">
                <span className="sr-only">{t('agents.tree.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((member) => (
              <tr key={member.id} data-testid={`tree-row-${member.username}`}>
                <td>
                  {member.directCount > 0 ? (
                    <button type="button" className="link-button" onClick={() => open(member.username)}>
                      {member.username}
                    </button>
                  ) : (
                    <strong>{member.username}</strong>
                  )}
                  {member.nickname && <div className="muted small">{member.nickname}</div>}
                </td>
                <td>
                  <span className={`badge${member.isAgent ? '' : ' badge--muted'}`}>
                    {t(`agents.types.${typeKey(member.type)}`)}
                  </span>
                  {member.disabled && <div className="muted small">{t('agents.tree.disabled')}</div>}
                </td>
                {searching && <td>{member.uplineUsername ?? '—'}</td>}
                <td className="num wide-only">{member.directCount}</td>
                <td className="num">{member.teamCount}</td>
                <td className="num wide-only">{format.money(member.balance)}</td>
                <td className="small wide-only">{format.time(member.createdAt)}</td>
                <td>
                  {member.type !== 4 && (
                    <button
                      type="button"
                      className="button button--small"
                      onClick={() => (setNotice(null), setMoving(member))}
                    >
                      {t('agents.tree.move')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.items.length === 0 && <p className="empty">{t('agents.tree.empty')}</p>}
      </div>
      <Pager page={page} pageSize={PAGE_SIZE} total={data?.total ?? 0} onPage={setPage} />
    </div>
  );
}

/** The move form: the new upline (empty = top level) and a reason; the server's refusal shown in it. */
function MoveDialog({
  brand,
  member,
  onClose,
  onMoved,
}: {
  brand: BrandSummary;
  member: OperatorTreeMember;
  onClose: () => void;
  onMoved: (result: MoveResult) => void;
}) {
  const { t } = useTranslation('console');
  const errorText = useErrorText();
  const [upline, setUpline] = useState(member.uplineUsername ?? '');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setError(t('actions.reasonHint'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onMoved(
        await api<MoveResult>('POST', treeApi(brand.merchantCode, '/move'), {
          username: member.username,
          upline: upline.trim() || null,
          reason: reason.trim(),
        }),
      );
    } catch (failure) {
      setError(errorText(failure));
    }
    setBusy(false);
  };
  return (
    <form
      className="create-form move-dialog"
      role="dialog"
      aria-labelledby="move-title"
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="move-title">{t('agents.tree.moveTitle', { username: member.username })}</h2>
      <p className="muted small">{t('agents.tree.moveHint', { count: member.teamCount })}</p>
      <div className="form-grid">
        <label className="field">
          <span>{t('agents.tree.newUpline')}</span>
          <input
            value={upline}
            placeholder={t('agents.tree.topHint')}
            onChange={(event) => setUpline(event.target.value)}
            autoFocus
          />
        </label>
        <label className="field">
          <span>{t('actions.reason')}</span>
          <input value={reason} onChange={(event) => setReason(event.target.value)} />
        </label>
      </div>
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      <span className="inline-form__buttons">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('agents.tree.moveSubmit')}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('actions.cancel')}
        </button>
      </span>
    </form>
  );
}
