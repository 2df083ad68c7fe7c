import { useId, useState, type FormEvent } from 'react';
import { CLIENT_SEED_MAX_LENGTH, isValidClientSeed } from '../../fairness/engine';
import type { Translate } from './translate';

export interface ClientSeedEditorProps {
  readonly current: string;
  readonly disabled: boolean;
  readonly onSave: (clientSeed: string) => void;
  readonly t: Translate;
}

/** Edits the client seed, validated as the engine does; saving rotates the server seed. */
export function ClientSeedEditor({ current, disabled, onSave, t }: ClientSeedEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState(current);
  const valid = isValidClientSeed(draft);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && draft !== current) onSave(draft);
  };
  return (
    <form className="slot-seed-form" onSubmit={submit} noValidate>
      <label htmlFor={id}>{t('fairness.clientSeed')}</label>
      <div className="slot-seed-form__row">
        <input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-invalid={!valid}
          aria-describedby={`${id}-hint`}
          spellCheck={false}
          autoComplete="off"
        />
        <button type="submit" className="house-button" disabled={disabled || !valid || draft === current}>
          {t('fairness.saveClientSeed')}
        </button>
      </div>
      <p id={`${id}-hint`} className={valid ? 'slot-muted' : 'slot-error'} role={valid ? undefined : 'alert'}>
        {valid ? t('fairness.clientSeedHint') : t('fairness.clientSeedInvalid', { max: CLIENT_SEED_MAX_LENGTH })}
      </p>
    </form>
  );
}
