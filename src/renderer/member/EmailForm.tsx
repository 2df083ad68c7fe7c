import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { applyApiError } from '../modals/forms/apiErrors';
import { FormError } from '../modals/forms/FormError';
import { PasswordField } from '../modals/forms/PasswordField';
import { textRule } from '../modals/forms/registerSchema';
import { TextField } from '../modals/forms/TextField';
import { useAuthT } from '../modals/forms/useAuthT';
import { yupResolver } from '../modals/forms/yupResolver';
import { useStores } from '../stores/StoresContext';
import { SavedNote } from './SavedNote';

interface EmailValues {
  email: string;
  password: string;
}

/** Bind or replace the e-mail address; the current password proves the owner is at the keyboard. */
export const EmailForm = observer(function EmailForm() {
  const { t } = useTranslation('member');
  const anyT = useAuthT();
  const { session, profile } = useStores();
  const schema = object({
    email: textRule('email', true, null, anyT),
    password: string().required(anyT('field_required')),
  });
  const { register, handleSubmit, setError, reset, formState } = useForm<EmailValues>({
    resolver: yupResolver(schema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting, isSubmitSuccessful } = formState;
  const onSubmit = async (values: EmailValues) => {
    try {
      await profile.bindEmail(values.email, values.password);
    } catch (error) {
      applyApiError(error, ['email', 'password'], setError, anyT);
      throw error;
    }
    // The password is not kept in the form once used.
    reset({ email: '', password: '' }, { keepIsSubmitSuccessful: true });
  };
  const bound = (session.memberInfo?.email ?? '') !== '';
  return (
    <section className="security__card">
      <h4 className="security__title">{t(bound ? 'security.emailReplace' : 'security.emailBind')}</h4>
      <form className="auth-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e).catch(() => undefined)}>
        <TextField
          id="member-email"
          label={t('security.emailNew')}
          type="email"
          inputMode="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email?.message}
        />
        <PasswordField
          id="member-email-password"
          label={t('security.currentPassword')}
          registration={register('password')}
          error={errors.password?.message}
          autoComplete="current-password"
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
