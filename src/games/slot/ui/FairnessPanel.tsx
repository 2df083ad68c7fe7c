import { useEffect, useState } from 'react';
import type { RevealedSeeds } from '../../fairness/engine';
import {
  errorCode,
  type SlotClient,
  type SlotClientErrorCode,
  type SlotFairness,
  type SlotSeedRotation,
} from './client';
import { ClientSeedEditor } from './ClientSeedEditor';
import type { Translate } from './translate';
import type { OpenVerifier } from './verifierPrefill';

export interface FairnessPanelProps {
  readonly client: SlotClient;
  /** Changes after every round (the nonce moves on). */
  readonly refreshKey: number;
  /** True while a round runs: seeds cannot change under it. */
  readonly busy: boolean;
  readonly onVerify: OpenVerifier;
  /** The standalone verifier page (opened in a new tab), when the host has one. */
  readonly verifierPage?: string;
  readonly t: Translate;
}

/**
 * Provably fair state: the commitment to the current server seed, the client seed (editable),
 * the next nonce, seed rotation with the revealed seed, and the way to the verifier.
 */
export function FairnessPanel({ client, refreshKey, busy, onVerify, verifierPage, t }: FairnessPanelProps) {
  const [fairness, setFairness] = useState<SlotFairness | null>(null);
  const [revealed, setRevealed] = useState<readonly RevealedSeeds[]>([]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<SlotClientErrorCode | null>(null);

  useEffect(() => {
    let current = true;
    client.fairness().then(
      (next) => current && setFairness(next),
      (failure: unknown) => current && setError(errorCode(failure)),
    );
    return () => {
      current = false;
    };
  }, [client, refreshKey]);

  const rotate = (call: () => Promise<SlotSeedRotation>) => {
    setPending(true);
    setError(null);
    call()
      .then(
        (rotation) => {
          setFairness(rotation.fairness);
          setRevealed((before) => [rotation.revealed, ...before]);
        },
        (failure: unknown) => setError(errorCode(failure)),
      )
      .finally(() => setPending(false));
  };

  if (!fairness) return error ? <p className="slot-error">{t(`errors.${error}`)}</p> : null;
  return (
    <div className="slot-fairness">
      <p className="slot-muted">{t('fairness.intro')}</p>
      <dl className="slot-fairness__facts">
        <dt>{t('fairness.commitment')}</dt>
        <dd>
          <code data-testid="commitment">{fairness.commitment}</code>
        </dd>
        <dt>{t('fairness.nonce')}</dt>
        <dd data-testid="nonce">{fairness.nonce}</dd>
      </dl>
      <ClientSeedEditor
        key={fairness.clientSeed}
        current={fairness.clientSeed}
        disabled={busy || pending}
        onSave={(clientSeed) => rotate(() => client.setClientSeed(clientSeed))}
        t={t}
      />
      <div className="slot-fairness__actions">
        <button
          type="button"
          className="house-button"
          disabled={busy || pending}
          onClick={() => rotate(() => client.rotateSeed())}
        >
          {t('fairness.rotate')}
        </button>
        <button type="button" className="house-link" onClick={() => onVerify({})}>
          {t('fairness.openVerifier')}
        </button>
        {verifierPage && (
          <a className="house-link" href={verifierPage} target="_blank" rel="noopener noreferrer">
            {t('fairness.verifierPage')}
          </a>
        )}
      </div>
      {error && (
        <p className="slot-error" role="alert">
          {t(`errors.${error}`)}
        </p>
      )}
      {revealed.map((seeds) => (
        <section key={seeds.commitment} className="slot-fairness__revealed" data-testid="revealed-seed">
          <h4>{t('fairness.revealedTitle', { rounds: seeds.rounds })}</h4>
          <dl className="slot-fairness__facts">
            <dt>{t('fairness.serverSeed')}</dt>
            <dd>
              <code>{seeds.serverSeed}</code>
            </dd>
            <dt>{t('fairness.commitment')}</dt>
            <dd>
              <code>{seeds.commitment}</code>
            </dd>
            <dt>{t('fairness.clientSeed')}</dt>
            <dd>
              <code>{seeds.clientSeed}</code>
            </dd>
          </dl>
          <button
            type="button"
            className="house-link"
            disabled={seeds.rounds === 0}
            onClick={() =>
              onVerify({
                serverSeed: seeds.serverSeed,
                commitment: seeds.commitment,
                clientSeed: seeds.clientSeed,
                nonce: '0',
              })
            }
          >
            {t('fairness.verifyRevealed')}
          </button>
        </section>
      ))}
    </div>
  );
}
