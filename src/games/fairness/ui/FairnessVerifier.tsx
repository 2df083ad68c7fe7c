import { useId, useState, type FormEvent } from 'react';
import type { Translate } from '../../slot/ui/translate';
import type { VerifierValues } from '../../slot/ui/verifierPrefill';
import { checkVerifierForm, type VerifierCheck, type VerifierField } from './verifierForm';
import { VerifiedRound } from './VerifiedRound';
import './fairness.css';

const EMPTY: VerifierValues = { serverSeed: '', commitment: '', clientSeed: '', nonce: '', stake: '' };
const FIELDS: readonly VerifierField[] = ['serverSeed', 'commitment', 'clientSeed', 'nonce', 'stake'];

export interface FairnessVerifierProps {
  /** Values to start from (a history entry or a revealed seed). */
  readonly initial?: Partial<VerifierValues>;
  readonly t: Translate;
}

/**
 * The fairness verifier: the player enters a revealed server seed, the commitment shown before
 * play, the client seed, the round's nonce and stake, and sees whether the seed matches the
 * commitment and the round recomputed by the game's own engine (grid, wins, total).
 */
export function FairnessVerifier({ initial, t }: FairnessVerifierProps) {
  const id = useId();
  const [values, setValues] = useState<VerifierValues>({ ...EMPTY, ...initial });
  const [check, setCheck] = useState<VerifierCheck | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCheck(checkVerifierForm(values));
  };
  const errors = check && !check.ok ? check.errors : {};
  return (
    <div className="fair-verifier">
      <h3>{t('verifier.title')}</h3>
      <p className="slot-muted">{t('verifier.intro')}</p>
      <form onSubmit={submit} noValidate className="fair-verifier__form">
        {FIELDS.map((field) => {
          const error = errors[field];
          return (
            <div key={field} className="fair-verifier__field">
              <label htmlFor={`${id}-${field}`}>{t(`verifier.fields.${field}`)}</label>
              <input
                id={`${id}-${field}`}
                value={values[field]}
                onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                aria-invalid={error !== undefined}
                aria-describedby={error ? `${id}-${field}-error` : undefined}
                inputMode={field === 'nonce' || field === 'stake' ? 'decimal' : undefined}
                spellCheck={false}
                autoComplete="off"
              />
              {error && (
                <p id={`${id}-${field}-error`} className="slot-error">
                  {t(error)}
                </p>
              )}
            </div>
          );
        })}
        <button type="submit" className="house-button house-button--primary">
          {t('verifier.submit')}
        </button>
      </form>
      {check?.ok && (
        <div role="status" className="fair-verifier__result">
          {check.result.verified ? (
            <>
              <p className="fair-badge is-ok" data-testid="commitment-check">
                {t('verifier.commitmentOk')}
              </p>
              <VerifiedRound round={check.result.outcome} t={t} />
            </>
          ) : (
            <p className="fair-badge is-bad" data-testid="commitment-check">
              {t('verifier.commitmentMismatch')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
