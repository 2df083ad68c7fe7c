import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { useStores } from '../stores/StoresContext';
import { applyApiError } from './forms/apiErrors';
import { CaptchaField } from './forms/CaptchaField';
import { FormError } from './forms/FormError';
import { PasswordField } from './forms/PasswordField';
import { TextField } from './forms/TextField';
import { useAuthT } from './forms/useAuthT';
import { yupResolver } from './forms/yupResolver';

interface LoginValues {
  username: string;
  password: string;
  captcha: string;
  remember: boolean;
}

/** Username and password (trimmed username, both required), captcha when asked, remember-me. */
export const LoginPasswordForm = observer(function LoginPasswordForm({ agentPage }: { agentPage: boolean }) {
  const { t } = useTranslation('auth');
  const anyT = useAuthT();
  const { session } = useStores();
  const captchaShown = session.captcha.shown;
  const schema = object({
    username: string().trim().required(t('field_required')),
    password: string().required(t('field_required')),
    captcha: captchaShown ? string().trim().required(t('field_required')) : string(),
  });
  const { register, handleSubmit, setError, formState } = useForm<LoginValues>({
    resolver: yupResolver(schema),
    defaultValues: { username: '', password: '', captcha: '', remember: false },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = async (values: LoginValues) => {
    try {
      await session.login({
        type: 'username',
        username: values.username,
        password: values.password,
        captcha: values.captcha,
        remember: values.remember,
        loginPath: agentPage ? 'agent' : 'member',
      });
    } catch (error) {
      applyApiError(error, ['username', 'password', 'captcha'], setError, anyT);
    }
  };
  return (
    <form className="auth-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <TextField
        id="login-username"
        label={t('in_increase_username')}
        registration={register('username')}
        error={errors.username?.message}
        autoComplete="username"
      />
      <PasswordField
        id="login-password"
        label={t('in_increase_password')}
        registration={register('password')}
        error={errors.password?.message}
        autoComplete="current-password"
      />
      {captchaShown && (
        <CaptchaField
          id="login-captcha"
          captcha={session.captcha}
          registration={register('captcha')}
          error={errors.captcha?.message}
        />
      )}
      <label className="checkbox">
        <input type="checkbox" {...register('remember')} />
        <span>{t('in_remember_password')}</span>
      </label>
      <FormError message={errors.root?.message} />
      <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
        {t('login_submit')}
      </button>
    </form>
  );
});
