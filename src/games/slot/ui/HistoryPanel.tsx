import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { errorCode, type SlotClient, type SlotClientErrorCode, type SlotHistoryEntry } from './client';
import { formatMinor } from './money';
import type { Translate } from './translate';
import type { OpenVerifier } from './verifierPrefill';

export interface HistoryPanelProps {
  readonly client: SlotClient;
  /** Changes after every round, reloading the first page. */
  readonly refreshKey: number;
  readonly onVerify: OpenVerifier;
  readonly t: Translate;
}

/** The player's rounds, newest first, page by page, each with a way to verify it. */
export function HistoryPanel({ client, refreshKey, onVerify, t }: HistoryPanelProps) {
  const [entries, setEntries] = useState<readonly SlotHistoryEntry[]>([]);
  const [page, setPage] = useState(0);
  const [hasMore, setHasMore] = useState(false);
  const [error, setError] = useState<SlotClientErrorCode | null>(null);

  useEffect(() => {
    let current = true;
    client.history(0).then(
      (first) => {
        if (!current) return;
        setEntries(first.entries);
        setHasMore(first.hasMore);
        setPage(0);
      },
      (failure: unknown) => current && setError(errorCode(failure)),
    );
    return () => {
      current = false;
    };
  }, [client, refreshKey]);

  const loadMore = () =>
    client.history(page + 1).then(
      (next) => {
        setEntries((before) => [...before, ...next.entries]);
        setHasMore(next.hasMore);
        setPage(page + 1);
      },
      (failure: unknown) => setError(errorCode(failure)),
    );

  if (error) return <p className="slot-error">{t(`errors.${error}`)}</p>;
  if (entries.length === 0) return <p className="slot-muted">{t('history.empty')}</p>;
  return (
    <div className="slot-history">
      <table>
        <thead>
          <tr>
            <th scope="col">{t('history.time')}</th>
            <th scope="col">{t('history.stake')}</th>
            <th scope="col">{t('history.win')}</th>
            <th scope="col">{t('history.freeSpins')}</th>
            <th scope="col">{t('history.round')}</th>
            <th scope="col">
              <span className="slot-visually-hidden">{t('history.verify')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.roundId} data-testid="history-row">
              <td>{dayjs(entry.settledAt).format('YYYY-MM-DD HH:mm:ss')}</td>
              <td>{formatMinor(entry.stake)}</td>
              <td className={entry.win > entry.stake ? 'is-win' : undefined}>{formatMinor(entry.win)}</td>
              <td>{entry.freeSpins || '—'}</td>
              <td>
                <code>{entry.roundId}</code> <span className="slot-muted">#{entry.rng.nonce}</span>
              </td>
              <td>
                <button
                  type="button"
                  className="house-link"
                  aria-label={t('history.verifyRound', { round: entry.roundId })}
                  onClick={() =>
                    onVerify({
                      serverSeed: entry.rng.serverSeed ?? '',
                      commitment: entry.rng.commitment,
                      clientSeed: entry.rng.clientSeed,
                      nonce: String(entry.rng.nonce),
                      stake: formatMinor(entry.stake),
                    })
                  }
                >
                  {t('history.verify')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {hasMore && (
        <button type="button" className="house-button" onClick={() => void loadMore()}>
          {t('history.more')}
        </button>
      )}
    </div>
  );
}
