import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminVendor, ImportProblem, ImportReport } from '../../../shared/api/games-admin';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS } from '../../../shared/catalogue-rules';
import { errorCodeToKey } from '../../api/ApiError';
import { ConsoleApiError, api, queryOf } from '../api';
import { useErrorText } from '../errors';
import { Notice, type NoticeState } from '../queue/kit';
import { catalogueApi } from './parts';

const FORMATS = ['auto', 'json', 'csv'] as const;
type Format = (typeof FORMATS)[number];
/** Lines shown in the report table; the counts above it always cover the whole feed. */
const SHOWN_LINES = 300;

/** JSON when the text starts with '[' (after a byte-order mark and spaces), CSV otherwise. */
function detect(text: string): 'json' | 'csv' {
  return text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('[')
    ? 'json'
    : 'csv';
}

/**
 * The game-list import: paste a vendor's feed or pick its file, check it (dry run), then import.
 * The server checks every line first and stores nothing unless all are fine.
 */
export function ImportTab({ merchant }: { merchant: string }) {
  const { t, i18n } = useTranslation('console');
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [format, setFormat] = useState<Format>('auto');
  const [vendor, setVendor] = useState('');
  const [vendors, setVendors] = useState<AdminVendor[]>([]);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [notice, setNotice] = useState<NoticeState>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    api<AdminVendor[]>('GET', catalogueApi(merchant, 'vendors')).then(
      (list) => {
        if (live) setVendors(list);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [merchant]);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setText(await file.text());
    if (/\.json$/i.test(file.name)) setFormat('json');
    else if (/\.csv$/i.test(file.name)) setFormat('csv');
    setReport(null);
  };

  const send = async (dryRun: boolean) => {
    if (text.trim() === '') {
      setNotice({ kind: 'error', text: t('catalogue.import.empty') });
      return;
    }
    const kind = format === 'auto' ? detect(text) : format;
    setBusy(true);
    setNotice(null);
    try {
      const value = await api<ImportReport>(
        'POST',
        catalogueApi(merchant, `games/import?${queryOf({ dryRun: dryRun ? 'true' : undefined, vassalage: vendor })}`),
        undefined,
        { contentType: kind === 'json' ? 'application/json' : 'text/csv; charset=utf-8', data: text },
      );
      setReport(value);
      setNotice({
        kind: 'ok',
        text: dryRun
          ? t('catalogue.import.checked')
          : t('catalogue.import.committed', { created: value.created, updated: value.updated }),
      });
    } catch (failure) {
      const refusedReport =
        failure instanceof ConsoleApiError &&
        failure.value &&
        typeof failure.value === 'object' &&
        'lines' in failure.value
          ? (failure.value as ImportReport)
          : null;
      setReport(refusedReport);
      setNotice({ kind: 'error', text: refusedReport ? t('catalogue.import.refused') : errorText(failure) });
    }
    setBusy(false);
  };

  const problemText = (problem: ImportProblem): string => {
    const key = `common:errors.${errorCodeToKey(problem.code)}`;
    return i18n.exists(key) ? i18n.t(key, { defaultValue: problem.message }) : problem.message;
  };
  const lines = report
    ? [...report.lines].sort((a, b) => Number(b.action === 'error') - Number(a.action === 'error'))
    : [];

  return (
    <div className="queue">
      <p className="muted">{t('catalogue.import.intro', { max: IMPORT_MAX_ROWS })}</p>
      <p className="muted small">
        {t('catalogue.import.columns')} <code>{[...IMPORT_COLUMNS, 'name_en', 'name_ty', '…'].join(', ')}</code>
      </p>
      <Notice notice={notice} />
      <div className="form-grid">
        <label className="field">
          <span>{t('catalogue.import.format')}</span>
          <select value={format} onChange={(e) => setFormat(e.target.value as Format)}>
            {FORMATS.map((f) => (
              <option key={f} value={f}>
                {t(`catalogue.import.formats.${f}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('catalogue.import.defaultVendor')}</span>
          <select value={vendor} onChange={(e) => setVendor(e.target.value)}>
            <option value="">{t('catalogue.import.noDefault')}</option>
            {vendors.map((v) => (
              <option key={v.id} value={v.vassalage}>
                {v.displayName} ({v.vassalage})
              </option>
            ))}
          </select>
        </label>
        <label className="button file-button">
          {t('catalogue.import.file')}
          <input
            className="sr-only"
            type="file"
            accept=".json,.csv,application/json,text/csv"
            onChange={(e) => void pick(e)}
          />
        </label>
      </div>
      <label className="field import-text">
        <span>{t('catalogue.import.paste')}</span>
        <textarea
          value={text}
          rows={10}
          spellCheck={false}
          onChange={(e) => {
            setText(e.target.value);
            setReport(null);
          }}
        />
      </label>
      <span className="inline-form__buttons">
        <button type="button" className="button" disabled={busy} onClick={() => void send(true)}>
          {t('catalogue.import.dryRun')}
        </button>
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void send(false)}>
          {t('catalogue.import.commit')}
        </button>
      </span>
      {report && (
        <section className="import-report" aria-label={t('catalogue.import.report')}>
          <h2>{t('catalogue.import.report')}</h2>
          <p data-testid="import-summary">
            {t('catalogue.import.summary', {
              total: report.total,
              created: report.created,
              updated: report.updated,
              failed: report.failed,
            })}
          </p>
          <table className="table">
            <thead>
              <tr>
                <th className="num">{t('catalogue.import.line')}</th>
                <th>{t('catalogue.games.vendor')}</th>
                <th>{t('catalogue.games.code')}</th>
                <th>{t('catalogue.import.action')}</th>
                <th>{t('catalogue.import.problems')}</th>
              </tr>
            </thead>
            <tbody>
              {lines.slice(0, SHOWN_LINES).map((line) => (
                <tr
                  key={line.line}
                  data-line={line.line}
                  className={line.action === 'error' ? 'row--error' : undefined}
                >
                  <td className="num">{line.line}</td>
                  <td>{line.vassalage}</td>
                  <td>
                    <code>{line.gameCode}</code>
                  </td>
                  <td>{t(`catalogue.import.actions.${line.action}`)}</td>
                  <td>
                    {line.problems.map((problem, index) => {
                      const text = problemText(problem);
                      // The server's own words add the specifics (which line a duplicate is on, ...).
                      const detail = problem.message.replace(/\.$/, '') !== text.replace(/\.$/, '');
                      return (
                        <div key={index}>
                          {problem.field && <code>{problem.field}</code>} {text}
                          {detail && <span className="muted small"> ({problem.message})</span>}
                        </div>
                      );
                    })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {lines.length > SHOWN_LINES && (
            <p className="muted">{t('catalogue.import.more', { count: lines.length - SHOWN_LINES })}</p>
          )}
        </section>
      )}
    </div>
  );
}
