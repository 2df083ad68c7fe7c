import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/StoresContext';
import { dialogTextOf } from '../stores/SessionStore';

/** Free play (FREEPLAY3): a trial account for demo play, no form. */
export function FreePlayButton() {
  const { t } = useTranslation('auth');
  const { session, ui } = useStores();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await session.freePlay();
    } catch (error) {
      ui.showDialog({ message: dialogTextOf(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn--ghost btn--block" disabled={busy} onClick={() => void start()}>
      {t('in_free_trial')}
    </button>
  );
}
