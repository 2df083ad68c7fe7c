import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_IDS, avatarPath, type AvatarId } from '../../shared/api/auth-rules';
import { FormError } from '../modals/forms/FormError';
import { useAuthT } from '../modals/forms/useAuthT';
import { isApiError } from '../api';
import { useStores } from '../stores/StoresContext';

/** The 12 shipped avatars; a click chooses one at once (the header follows). */
export const AvatarPicker = observer(function AvatarPicker() {
  const { t } = useTranslation('member');
  const anyT = useAuthT();
  const { session, profile } = useStores();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const current = session.memberInfo?.imgUrl ?? '';
  const choose = async (avatar: AvatarId) => {
    setBusy(true);
    setError(undefined);
    try {
      await profile.setAvatar(avatar);
    } catch (failure) {
      setError(anyT(isApiError(failure) ? failure.i18nKey : 'errors.unknown'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="security__card">
      <h4 className="security__title" id="avatar-title">
        {t('security.avatarTitle')}
      </h4>
      <div className="avatar-picker" role="radiogroup" aria-labelledby="avatar-title">
        {AVATAR_IDS.map((id) => {
          const selected = current === avatarPath(id);
          return (
            <button
              key={id}
              type="button"
              role="radio"
              aria-checked={selected}
              aria-label={t('security.avatarOption', { n: Number(id) + 1 })}
              className={`avatar-picker__option${selected ? ' avatar-picker__option--selected' : ''}`}
              disabled={busy}
              onClick={() => void choose(id)}
            >
              <img src={avatarPath(id)} alt="" width={48} height={48} />
            </button>
          );
        })}
      </div>
      <FormError message={error} />
    </section>
  );
});
