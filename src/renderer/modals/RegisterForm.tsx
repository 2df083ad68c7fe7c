import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegisterRequest } from '../../shared/api/auth';
import { useStores } from '../stores/StoresContext';
import { applyApiError } from './forms/apiErrors';
import { CaptchaField } from './forms/CaptchaField';
import { defaultDialingCode } from './forms/countries';
import { FormError } from './forms/FormError';
import { PasswordField } from './forms/PasswordField';
import {
  emptyRegisterValues,
  planRegisterFields,
  type RegisterMode,
  type RegisterValues,
} from './forms/registerFields';
import { registerSchema } from './forms/registerSchema';
import { TextField } from './forms/TextField';
import { useAuthT } from './forms/useAuthT';
import { useSmsSender } from './forms/useSmsSender';
import { yupResolver } from './forms/yupResolver';
import { MobileFields } from './MobileFields';
import { TermsCheckbox } from './TermsCheckbox';

/** Label keys of the fields (the platform's in_increase_* names; confirmation is verifyPwd). */
const labelKey = (name: string) => (name === 'confirmPassword' ? 'in_increase_verifyPwd' : `in_increase_${name}`);

/**
 * The registration form of one mode: fields and rules built from the brand's settings, terms
 * and minimum age, reset (keeps the country code), invitation code check, SMS code, captcha.
 */
export const RegisterForm = observer(function RegisterForm({ mode }: { mode: RegisterMode }) {
  const { t } = useTranslation('auth');
  const anyT = useAuthT();
  const { session, siteConfig, ui, countries } = useStores();
  const params = ui.modalParams;
  const plan = useMemo(
    () =>
      planRegisterFields(mode, siteConfig.registerSettings, {
        smsOnUsername: siteConfig.isEnabled('REGMOBVERF3'),
        passwordOnMobile: siteConfig.isEnabled('MOBILENUMPASSREG3'),
      }),
    [mode, siteConfig],
  );
  const names = plan.map((field) => field.name);
  const { register, control, handleSubmit, setError, trigger, getValues, reset, formState } = useForm<RegisterValues>({
    resolver: yupResolver(registerSchema(plan, anyT)),
    defaultValues: emptyRegisterValues(
      defaultDialingCode(params.countryDialingCode, siteConfig.status?.location.country ?? '', countries.countries),
    ),
  });
  const { errors, isSubmitting } = formState;
  const withCaptcha = names.includes('captcha');
  useEffect(() => {
    if (withCaptcha) void session.captcha.show();
    return () => session.captcha.hide();
  }, [withCaptcha, session]);
  const { countdown, onSend } = useSmsSender(
    () => trigger('mobileNum'),
    () => session.sendRegisterSms(mode, getValues('mobileNum').trim(), getValues('countryDialingCode')),
  );

  const onSubmit = async (values: RegisterValues) => {
    // A code from the page URL is used when no field shows it, and checked before registering.
    const affiliateCode = (
      names.includes('affiliateCode') ? values.affiliateCode : (params.affiliateCode ?? '')
    ).trim();
    const referralCode = (names.includes('referralCode') ? values.referralCode : (params.referralCode ?? '')).trim();
    if (affiliateCode && !(await session.isAffiliateValid(affiliateCode))) {
      ui.showDialog({ message: { key: 'invitation_code_error' } });
      return;
    }
    const { terms, ...fields } = values;
    const payload: RegisterRequest = { ...fields, affiliateCode, referralCode, ageConfirmed: terms };
    for (const name of names)
      if (name !== 'password' && name !== 'confirmPassword') payload[name] = values[name].trim();
    try {
      await session.register(mode, payload);
    } catch (error) {
      applyApiError(error, names, setError, anyT);
    }
  };

  return (
    <form className="auth-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      {plan.map((field) => {
        const id = `register-${field.name}`;
        const error = errors[field.name]?.message;
        switch (field.input) {
          case 'tel':
            return (
              <MobileFields
                key={field.name}
                idPrefix="register"
                register={register}
                control={control}
                errors={errors}
                countdown={countdown}
                onSend={onSend}
                withCode={names.includes('verificationCode')}
              />
            );
          case 'sms':
            return null; // drawn with the mobile number
          case 'password':
            return (
              <PasswordField
                key={field.name}
                id={id}
                label={anyT(labelKey(field.name))}
                registration={register(field.name)}
                error={error}
                autoComplete="new-password"
              />
            );
          case 'captcha':
            return (
              <CaptchaField
                key={field.name}
                id={id}
                captcha={session.captcha}
                registration={register('captcha')}
                error={error}
              />
            );
          default:
            return (
              <TextField
                key={field.name}
                id={id}
                label={anyT(labelKey(field.name))}
                type={field.input}
                registration={register(field.name)}
                error={error}
                autoComplete={field.name === 'username' ? 'username' : field.name === 'email' ? 'email' : 'off'}
              />
            );
        }
      })}
      <TermsCheckbox registration={register('terms')} error={errors.terms?.message} age={siteConfig.minimumAge} />
      <FormError message={errors.root?.message} />
      <div className="auth-form__actions">
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => reset(emptyRegisterValues(getValues('countryDialingCode')))}
        >
          {t('reset')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {t('in_register_now')}
        </button>
      </div>
    </form>
  );
});
