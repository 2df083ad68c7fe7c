import { observer } from 'mobx-react-lite';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SmsCountdown } from '../stores/SmsCountdown';
import { CountryCodeSelect } from './forms/CountryCodeSelect';
import { SmsButton } from './forms/SmsButton';
import { TextField } from './forms/TextField';

/** The values every mobile form has. */
export interface MobileValues {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
}

interface MobileFieldsProps<T extends MobileValues> {
  idPrefix: string;
  register: UseFormRegister<T>;
  control: Control<T>;
  errors: FieldErrors<MobileValues>;
  countdown: SmsCountdown;
  onSend: () => void;
  /** Whether the SMS code field shows (mobile login and registration always, username registration with REGMOBVERF3). */
  withCode: boolean;
}

/** Country code + mobile number, and the SMS code with its send button. */
export const MobileFields = observer(function MobileFields<T extends MobileValues>({
  idPrefix,
  register,
  control,
  errors,
  countdown,
  onSend,
  withCode,
}: MobileFieldsProps<T>) {
  const { t } = useTranslation('auth');
  // The generic form's own field names are those of MobileValues; narrow once here.
  const reg = register as unknown as UseFormRegister<MobileValues>;
  const ctl = control as unknown as Control<MobileValues>;
  return (
    <>
      <TextField
        id={`${idPrefix}-mobile`}
        label={t('in_increase_mobileNum')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        registration={reg('mobileNum')}
        error={errors.mobileNum?.message}
        prefix={
          <Controller
            control={ctl}
            name="countryDialingCode"
            render={({ field }) => (
              <CountryCodeSelect id={`${idPrefix}-country`} value={field.value} onChange={field.onChange} />
            )}
          />
        }
      />
      {withCode && (
        <TextField
          id={`${idPrefix}-code`}
          label={t('in_increase_verificationCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          registration={reg('verificationCode')}
          error={errors.verificationCode?.message}
          addon={<SmsButton countdown={countdown} onSend={onSend} />}
        />
      )}
    </>
  );
});
