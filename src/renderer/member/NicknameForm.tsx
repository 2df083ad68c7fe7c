import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { applyApiError } from '../modals/forms/apiErrors';
import { FormError } from '../modals/forms/FormError';
import { TextField } from '../modals/forms/TextField';
import { useAuthT } from '../modals/forms/useAuthT';
import { yupResolver } from '../modals/forms/yupResolver';
import { useStores } from '../stores/StoresContext';
import { SavedNote } from './SavedNote';

/** The server's nickname limit (UpdateProfileRequestSchema). */
const NICKNAME_MAX = 20;

/** Change nickname: 1-20 characters, stored as typed and shown as text. */
export const NicknameForm = observer(function NicknameForm() {
  const { t } = useTranslation('member');
  const anyT = useAuthT();
  const { session, profile } = useStores();
  const schema = object({
    nickname: string().trim().required(anyT('field_required')).max(NICKNAME_MAX, t('security.nicknameLength')),
  });
  const { register, handleSubmit, setError, formState } = useForm<{ nickname: string }>({
    resolver: yupResolver(schema),
    defaultValues: { nickname: session.memberInfo?.nickname ?? '' },
  });
  const { errors, isSubmitting, isSubmitSuccessful } = formState;
  const onSubmit = async ({ nickname }: { nickname: string }) => {
    try {
      await profile.setNickname(nickname);
    } catch (error) {
      applyApiError(error, ['nickname'], setError, anyT);
      throw error;
    }
  };
  return (
    <section className="security__card">
      <h4 className="security__title">{t('security.nicknameTitle')}</h4>
      <form className="auth-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e).catch(() => undefined)}>
        <TextField
          id="member-nickname"
          label={t('security.nickname')}
          registration={register('nickname')}
          error={errors.nickname?.message}
          autoComplete="nickname"
        />
        <FormError message={errors.root?.message} />
        <div className="security__actions">
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
            {t('security.save')}
          </button>
          <SavedNote shown={isSubmitSuccessful} />
        </div>
      </form>
    </section>
  );
});
