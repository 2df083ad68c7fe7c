import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { applyApiError } from '../modals/forms/apiErrors';
import { defaultDialingCode } from '../modals/forms/countries';
import { FormError } from '../modals/forms/FormError';
import { mobileRule } from '../modals/forms/mobileRule';
import { textRule } from '../modals/forms/registerSchema';
import { useAuthT } from '../modals/forms/useAuthT';
import { useSmsSender } from '../modals/forms/useSmsSender';
import { yupResolver } from '../modals/forms/yupResolver';
import { MobileFields, type MobileValues } from '../modals/MobileFields';
import { useStores } from '../stores/StoresContext';
import { SavedNote } from './SavedNote';

/**
 * Bind or replace the mobile number: the number is validated before a code is sent to it
 * (POST /wps/v2/verification/sms/send, with the countdown), then bound with that code.
 */
export const MobileForm = observer(function MobileForm() {
  const { t } = useTranslation('member');
  const anyT = useAuthT();
  const { session, siteConfig, profile, countries } = useStores();
  const schema = object({
    countryDialingCode: string().required(),
    mobileNum: textRule('mobileNum', true, mobileRule(siteConfig.registerSettings), anyT),
    verificationCode: string().trim().required(anyT('field_required')),
  });
  const { register, control, handleSubmit, setError, trigger, getValues, reset, formState } = useForm<MobileValues>({
    resolver: yupResolver(schema),
    defaultValues: {
      countryDialingCode: defaultDialingCode(undefined, siteConfig.status?.location.country ?? '', countries.countries),
      mobileNum: '',
      verificationCode: '',
    },
  });
  const { countdown, onSend } = useSmsSender(
    () => trigger('mobileNum'),
    () => profile.sendBindSms(getValues('mobileNum'), getValues('countryDialingCode')),
  );
  const { errors, isSubmitting, isSubmitSuccessful } = formState;
  const onSubmit = async (values: MobileValues) => {
    try {
      await profile.bindMobile(values);
    } catch (error) {
      applyApiError(error, ['mobileNum', 'verificationCode'], setError, anyT);
      throw error;
    }
    reset({ ...values, mobileNum: '', verificationCode: '' }, { keepIsSubmitSuccessful: true });
    countdown.stop();
  };
  const bound = (session.memberInfo?.mobile ?? '') !== '';
  return (
    <section className="security__card">
      <h4 className="security__title">{t(bound ? 'security.mobileReplace' : 'security.mobileBind')}</h4>
      <form className="auth-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e).catch(() => undefined)}>
        <MobileFields
          idPrefix="member-mobile"
          register={register}
          control={control}
          errors={errors}
          countdown={countdown}
          onSend={onSend}
          withCode
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
