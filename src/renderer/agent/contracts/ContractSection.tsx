import dayjs from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ContractKind,
  ContractPreviewValue,
  ContractTerms,
  ContractsValue,
  ContractView,
} from '../../../shared/api/agent';
import { exceeds, termsProblem } from '../../../shared/contract-terms';
import { isApiError } from '../../api/ApiError';
import type { AgentCalls } from '../../api/agentCalls';
import { useStores } from '../../stores/StoresContext';
import { businessTime, useBusinessZone } from '../businessDay';
import type { AgentPageProps } from '../menu';
import { startingTerms, TermsEditor, TermsTable, type EditableTerms } from './TermsEditor';
import './contracts.css';

type Decision = 'accept' | 'reject' | 'terminate';
interface Editor {
  childId: number;
  childName: string;
  terms: EditableTerms;
  requestId: string;
}

/** A fresh requestId per opened offer form: resending the same form offers once. */
const newRequestId = () => `offer-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
const errorKey = (error: unknown) => (isApiError(error) ? error.i18nKey : 'errors.unknown');
const when = (ms: number | null) => (ms ? dayjs(ms).format('YYYY-MM-DD HH:mm') : '—');

/**
 * One contract kind's contract part (spec: daily wages, hourly, real-time salary, dividend): my
 * contract in force, offers waiting for me (accept or reject, after a confirmation that warns
 * accepting lower terms may end my children's higher contracts), my children's latest versions
 * with terminate, and the offer editor (checked against my own terms before sending, with a
 * preview of what the terms would have paid). `child` in the page params opens the editor for it.
 */
export function ContractSection({ kind, params }: AgentPageProps & { kind: ContractKind }) {
  const { t } = useTranslation('agent');
  const { t: common } = useTranslation('common');
  const root = useStores();
  const zone = useBusinessZone();
  const api = useCallback(
    <T,>(use: (calls: AgentCalls) => Promise<T>) => root.createAgentStore((deps) => use(deps.api)),
    [root],
  );
  const [data, setData] = useState<ContractsValue | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ action: Decision; view: ContractView } | null>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [preview, setPreview] = useState<ContractPreviewValue | null>(null);
  const [busy, setBusy] = useState(false);
  const askedOpened = useRef(false);

  const load = useCallback(
    () =>
      api((calls) => calls.getContracts({ kind })).then(
        (value) => {
          setData(value);
          setFailure(null);
          // Opened from team management with ?child=<id>: straight to the offer for that child, once.
          const asked = Number(params.child);
          if (askedOpened.current || !Number.isInteger(asked) || asked <= 0) return;
          askedOpened.current = true;
          const latest = value.children.find((c) => c.childId === asked);
          setEditor({
            childId: asked,
            childName: latest?.childUsername ?? `#${asked}`,
            terms: startingTerms(kind, latest?.terms ?? value.mine[0]?.terms),
            requestId: newRequestId(),
          });
          // A child with no contract of this kind yet is named by its team record.
          if (!latest)
            void api((calls) => calls.getDownlineMember(asked)).then(
              (member) =>
                setEditor((open) => (open?.childId === asked ? { ...open, childName: member.username } : open)),
              () => undefined,
            );
        },
        (error: unknown) => setFailure(errorKey(error)),
      ),
    [api, kind, params.child],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const mine = data?.mine[0];
  const openEditor = useCallback(
    (childId: number, childName: string, from?: unknown) => {
      setPreview(null);
      setNotice(null);
      setEditor({
        childId,
        childName,
        terms: startingTerms(kind, from ?? mine?.terms),
        requestId: newRequestId(),
      });
    },
    [kind, mine],
  );
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setNotice(null);
    try {
      await work();
      setNotice(done);
      setFailure(null);
      await load();
      return true;
    } catch (error) {
      setFailure(errorKey(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const decide = async () => {
    if (!confirm) return;
    const { action, view } = confirm;
    setConfirm(null);
    await run(
      () => api((calls) => calls.decideContract(kind, { contractId: view.id, action })),
      t(`contracts.done.${action}`),
    );
  };

  /** The form's own check, the same rules the server applies. */
  const problem = (terms: EditableTerms): string | null => {
    if (termsProblem(kind, terms)) return t('contracts.invalid');
    if (!mine) return common('errors.contract_unavailable');
    if (exceeds(kind, terms as ContractTerms, mine.terms)) return common('errors.contract_above_parent');
    return null;
  };
  const editorProblem = editor ? problem(editor.terms) : null;

  const send = async () => {
    if (!editor || editorProblem) return;
    // The editor's loose shape, already checked against the kind's rules (termsProblem).
    const terms = editor.terms as ContractTerms;
    const body = { childId: editor.childId, kind, terms, requestId: editor.requestId };
    if (await run(() => api((calls) => calls.offerContract(body)), t('contracts.done.offer'))) setEditor(null);
  };
  const showPreview = async () => {
    if (!editor || editorProblem) return;
    const body = { childId: editor.childId, kind, terms: editor.terms as ContractTerms };
    setBusy(true);
    try {
      setPreview(await api((calls) => calls.previewContract(body)));
      setFailure(null);
    } catch (error) {
      setFailure(errorKey(error));
    } finally {
      setBusy(false);
    }
  };

  if (!data && !failure) return <div className="contract-section" aria-busy="true" />;
  return (
    <section className="contract-section" aria-labelledby={`contracts-${kind}`}>
      <h2 id={`contracts-${kind}`} className="contract-section__title">
        {t(`contracts.title.${kind}`)}
      </h2>
      {data?.suspended && <p className="contract-alert contract-alert--warn">{common('errors.contract_suspended')}</p>}
      {failure && (
        <p className="contract-alert contract-alert--error" role="alert">
          {common(failure as 'errors.unknown')}
        </p>
      )}
      {notice && (
        <p className="contract-alert contract-alert--ok" role="status">
          {notice}
        </p>
      )}

      <div className="contract-card">
        <h3>{t('contracts.mine')}</h3>
        {mine ? (
          <>
            <p className="contract-meta">
              {t('contracts.from', { name: mine.parentUsername ?? t('contracts.platform') })} · v{mine.version} ·{' '}
              {when(mine.decidedAt)}
            </p>
            <TermsTable kind={kind} terms={mine.terms} />
          </>
        ) : (
          <p className="contract-empty">{t('contracts.none')}</p>
        )}
        {data?.awaitingOperator.map((view) => (
          <p key={view.id} className="contract-alert contract-alert--warn">
            {t('contracts.awaitingOperator', { name: view.childUsername, version: view.version })}
          </p>
        ))}
      </div>

      {data && data.pending.length > 0 && (
        <div className="contract-card contract-card--offer">
          <h3>{t('contracts.pending')}</h3>
          {data.pending.map((view) => (
            <div key={view.id} className="contract-offer">
              <p className="contract-meta">
                {t('contracts.from', { name: view.parentUsername ?? t('contracts.platform') })} · v{view.version} ·{' '}
                {when(view.createdAt)}
              </p>
              <TermsTable kind={kind} terms={view.terms} />
              <div className="contract-actions">
                <button
                  type="button"
                  className="contract-button"
                  disabled={busy}
                  onClick={() => setConfirm({ action: 'accept', view })}
                >
                  {t('contracts.accept')}
                </button>
                <button
                  type="button"
                  className="contract-button contract-button--ghost"
                  disabled={busy}
                  onClick={() => setConfirm({ action: 'reject', view })}
                >
                  {t('contracts.reject')}
                </button>
              </div>
            </div>
          ))}
        </div>
      )}

      <div className="contract-card">
        <h3>{t('contracts.children')}</h3>
        {data && data.children.length > 0 ? (
          <div className="contract-scroll">
            <table className="contract-table contract-table--children">
              <thead>
                <tr>
                  <th scope="col">{t('contracts.child')}</th>
                  <th scope="col">{t('contracts.version')}</th>
                  <th scope="col">{t('contracts.status')}</th>
                  <th scope="col">{t('contracts.date')}</th>
                  <th scope="col">{t('contracts.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.children.map((view) => (
                  <tr key={view.id}>
                    <td data-label={t('contracts.child')}>{view.childUsername}</td>
                    <td data-label={t('contracts.version')}>v{view.version}</td>
                    <td data-label={t('contracts.status')}>
                      <span className={`contract-status contract-status--${String(view.status)}`}>
                        {t(`contracts.statuses.${view.status as 'approved'}`)}
                      </span>
                    </td>
                    <td data-label={t('contracts.date')}>{when(view.decidedAt ?? view.createdAt)}</td>
                    <td className="contract-actions">
                      <button
                        type="button"
                        className="contract-button contract-button--ghost"
                        disabled={busy || !mine}
                        onClick={() => openEditor(view.childId, view.childUsername, view.terms)}
                      >
                        {t('contracts.offerNew')}
                      </button>
                      {(view.status === 'approved' || view.status === 'in_process') && (
                        <button
                          type="button"
                          className="contract-button contract-button--danger"
                          disabled={busy}
                          onClick={() => setConfirm({ action: 'terminate', view })}
                        >
                          {t('contracts.terminate')}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="contract-empty">{t('contracts.noChildren')}</p>
        )}
      </div>

      {editor && (
        <form
          className="contract-card contract-card--editor"
          aria-label={t('contracts.offerTo', { name: editor.childName })}
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <h3>{t('contracts.offerTo', { name: editor.childName })}</h3>
          {mine && (
            <details className="contract-own">
              <summary>{t('contracts.myTerms')}</summary>
              <TermsTable kind={kind} terms={mine.terms} />
            </details>
          )}
          <TermsEditor
            kind={kind}
            terms={editor.terms}
            onChange={(terms) => {
              setPreview(null);
              setEditor({ ...editor, terms });
            }}
          />
          {editorProblem && (
            <p className="contract-alert contract-alert--error" role="alert">
              {editorProblem}
            </p>
          )}
          {preview && (
            <dl className="contract-preview" aria-label={t('contracts.preview')}>
              <dt>{t('contracts.period')}</dt>
              <dd>
                {businessTime(zone, preview.periodFrom)} – {businessTime(zone, preview.periodTo)}
              </dd>
              <dt>{t(`contracts.basis.${kind}`)}</dt>
              <dd>{preview.basis.toLocaleString(undefined, { minimumFractionDigits: 2 })}</dd>
              <dt>{t('contracts.rate')}</dt>
              <dd>{preview.rateBp / 100}%</dd>
              <dt>{t('contracts.wouldPay')}</dt>
              <dd>{preview.amount.toLocaleString(undefined, { minimumFractionDigits: 2 })}</dd>
              <dt>{t('contracts.myShare')}</dt>
              <dd>{preview.parentAmount.toLocaleString(undefined, { minimumFractionDigits: 2 })}</dd>
            </dl>
          )}
          <div className="contract-actions">
            <button
              type="button"
              className="contract-button contract-button--ghost"
              disabled={busy || editorProblem !== null}
              onClick={() => void showPreview()}
            >
              {t('contracts.preview')}
            </button>
            <button type="submit" className="contract-button" disabled={busy || editorProblem !== null}>
              {t('contracts.send')}
            </button>
            <button type="button" className="contract-button contract-button--ghost" onClick={() => setEditor(null)}>
              {t('contracts.cancel')}
            </button>
          </div>
        </form>
      )}

      {confirm && (
        <div className="contract-dialog__backdrop">
          <div className="contract-dialog" role="dialog" aria-modal="true" aria-labelledby="contract-confirm-title">
            <h3 id="contract-confirm-title">{t(`contracts.confirm.${confirm.action}`)}</h3>
            <TermsTable kind={kind} terms={confirm.view.terms} />
            {confirm.action === 'accept' && (
              <p className="contract-alert contract-alert--warn">{t('contracts.lowerWarning')}</p>
            )}
            {confirm.action === 'terminate' && (
              <p className="contract-alert contract-alert--warn">{t('contracts.terminateWarning')}</p>
            )}
            <div className="contract-actions">
              <button type="button" className="contract-button" onClick={() => void decide()}>
                {t(`contracts.${confirm.action}`)}
              </button>
              <button type="button" className="contract-button contract-button--ghost" onClick={() => setConfirm(null)}>
                {t('contracts.cancel')}
              </button>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
