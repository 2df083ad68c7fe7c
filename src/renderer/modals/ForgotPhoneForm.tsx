import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { useStores } from '../stores/StoresContext';
import { applyApiError } from './forms/apiErrors';
import { defaultDialingCode } from './forms/countries';
import { FormError } from './forms/FormError';
import { mobileRule } from './forms/mobileRule';
import { PasswordField } from './forms/PasswordField';
import { textRule } from './forms/registerSchema';
import { useAuthT } from './forms/useAuthT';
import { useSmsSender } from './forms/useSmsSender';
import { yupResolver } from './forms/yupResolver';
import { MobileFields, type MobileValues } from './MobileFields';

interface PhoneValues extends MobileValues {
  newPassword: string;
}

/** Number, SMS code and a new password; then the automatic login and home. */
export const ForgotPhoneForm = observer(function ForgotPhoneForm() {
  const { t } = useTranslation('auth');
  const anyT = useAuthT();
  const { session, siteConfig, countries } = useStores();
  const rules = siteConfig.registerSettings;
  const schema = object({
    countryDialingCode: string().required(),
    mobileNum: textRule('mobileNum', true, mobileRule(rules), anyT),
    verificationCode: string().trim().required(t('field_required')),
    newPassword: textRule('newPassword', true, rules.password ?? null, anyT),
  });
  const { register, control, handleSubmit, setError, trigger, getValues, formState } = useForm<PhoneValues>({
    resolver: yupResolver(schema),
    defaultValues: {
      countryDialingCode: defaultDialingCode(undefined, siteConfig.status?.location.country ?? '', countries.countries),
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
    },
  });
  const { countdown, onSend } = useSmsSender(
    () => trigger('mobileNum'),
    () => session.sendLoginSms(getValues('mobileNum').trim(), getValues('countryDialingCode')),
  );
  const { errors, isSubmitting } = formState;
  const onSubmit = async (values: PhoneValues) => {
    try {
      await session.forgotByPhone({ ...values, mobileNum: values.mobileNum.trim() });
    } catch (error) {
      applyApiError(error, ['mobileNum', 'verificationCode', 'newPassword'], setError, anyT);
    }
  };
  return (
    <form className="auth-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <MobileFields
        idPrefix="forgot"
        register={register}
        control={control}
        errors={errors}
        countdown={countdown}
        onSend={onSend}
        withCode
      />
      <PasswordField
        id="forgot-new-password"
        label={t('new_password')}
        registration={register('newPassword')}
        error={errors.newPassword?.message}
        autoComplete="new-password"
      />
      <FormError message={errors.root?.message} />
      <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
        {t('in_increase_submit_form')}
      </button>
    </form>
  );
});
