import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { useStores } from '../stores/StoresContext';
import { applyApiError } from './forms/apiErrors';
import { FormError } from './forms/FormError';
import { textRule } from './forms/registerSchema';
import { TextField } from './forms/TextField';
import { useAuthT } from './forms/useAuthT';
import { yupResolver } from './forms/yupResolver';

interface EmailValues {
  username: string;
  email: string;
}

/** Username and e-mail; the server mails a new password and the in_been_out dialog says so. */
export function ForgotEmailForm() {
  const { t } = useTranslation('auth');
  const anyT = useAuthT();
  const { session, siteConfig } = useStores();
  const rules = siteConfig.registerSettings;
  const schema = object({
    username: textRule('username', true, rules.username ?? null, anyT),
    email: textRule('email', true, null, anyT),
  });
  const { register, handleSubmit, setError, formState } = useForm<EmailValues>({
    resolver: yupResolver(schema),
    defaultValues: { username: '', email: '' },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = async (values: EmailValues) => {
    try {
      await session.forgotByEmail(values.username, values.email);
    } catch (error) {
      applyApiError(error, ['username', 'email'], setError, anyT);
    }
  };
  return (
    <form className="auth-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <TextField
        id="forgot-username"
        label={t('in_increase_username')}
        registration={register('username')}
        error={errors.username?.message}
        autoComplete="username"
      />
      <TextField
        id="forgot-email"
        label={t('in_increase_email')}
        type="email"
        registration={register('email')}
        error={errors.email?.message}
        autoComplete="email"
      />
      <FormError message={errors.root?.message} />
      <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
        {t('in_increase_submit_form')}
      </button>
    </form>
  );
}
