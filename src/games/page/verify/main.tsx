import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FairnessVerifier } from '../../fairness/ui/FairnessVerifier';
import type { VerifierValues } from '../../slot/ui/verifierPrefill';
import { setUpPage } from '../setup';
// The verifier draws the replayed reels with the game's own styles.
import '../../slot/ui/slot.css';

// The fairness verifier page (/house/verify/): recomputes a past round in the browser from its
// revealed seeds. The game's fairness panel and the player's history link here, optionally with
// the round filled in (serverSeed, commitment, clientSeed, nonce, stake in the query).
const FIELDS: readonly (keyof VerifierValues)[] = ['serverSeed', 'commitment', 'clientSeed', 'nonce', 'stake'];

void setUpPage().then(({ params, t }) => {
  document.title = t('page.verifierTitle');
  const initial: Partial<Record<keyof VerifierValues, string>> = {};
  for (const field of FIELDS) {
    const value = params.get(field);
    if (value !== null) initial[field] = value;
  }
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <main className="slot-game house-page__verifier">
        <FairnessVerifier initial={initial} t={t} />
      </main>
    </StrictMode>,
  );
});
