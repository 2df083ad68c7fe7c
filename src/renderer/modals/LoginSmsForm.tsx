import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { useStores } from '../stores/StoresContext';
import { applyApiError } from './forms/apiErrors';
import { defaultDialingCode } from './forms/countries';
import { FormError } from './forms/FormError';
import { mobileRule } from './forms/mobileRule';
import { textRule } from './forms/registerSchema';
import { useAuthT } from './forms/useAuthT';
import { useSmsSender } from './forms/useSmsSender';
import { yupResolver } from './forms/yupResolver';
import { MobileFields, type MobileValues } from './MobileFields';

/** Login by SMS code: number (validated before a code is sent), code, submit. Never forces a password change. */
export const LoginSmsForm = observer(function LoginSmsForm({ agentPage }: { agentPage: boolean }) {
  const { t } = useTranslation('auth');
  const anyT = useAuthT();
  const { session, siteConfig, countries } = useStores();
  const schema = object({
    countryDialingCode: string().required(),
    mobileNum: textRule('mobileNum', true, mobileRule(siteConfig.registerSettings), anyT),
    verificationCode: string().trim().required(t('field_required')),
  });
  const { register, control, handleSubmit, setError, trigger, getValues, formState } = useForm<MobileValues>({
    resolver: yupResolver(schema),
    defaultValues: {
      countryDialingCode: defaultDialingCode(undefined, siteConfig.status?.location.country ?? '', countries.countries),
      mobileNum: '',
      verificationCode: '',
    },
  });
  const { countdown, onSend } = useSmsSender(
    () => trigger('mobileNum'),
    () => session.sendLoginSms(getValues('mobileNum').trim(), getValues('countryDialingCode')),
  );
  const { errors, isSubmitting } = formState;
  const onSubmit = async (values: MobileValues) => {
    try {
      await session.login({
        type: 'sms',
        username: values.mobileNum,
        password: values.verificationCode,
        countryDialingCode: values.countryDialingCode,
        loginPath: agentPage ? 'agent' : 'member',
      });
    } catch (error) {
      applyApiError(error, ['mobileNum', 'verificationCode'], setError, anyT);
    }
  };
  return (
    <form className="auth-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <MobileFields
        idPrefix="login-sms"
        register={register}
        control={control}
        errors={errors}
        countdown={countdown}
        onSend={onSend}
        withCode
      />
      <FormError message={errors.root?.message} />
      <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
        {t('login_submit')}
      </button>
    </form>
  );
});
