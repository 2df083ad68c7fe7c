import { observer } from 'mobx-react-lite';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CaptchaStore } from '../../stores/CaptchaStore';
import { TextField } from './TextField';

interface CaptchaFieldProps {
  id: string;
  captcha: CaptchaStore;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

/** The captcha answer with its image; clicking the image loads a new one (at most once a second). */
export const CaptchaField = observer(function CaptchaField({ id, captcha, registration, error }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      id={id}
      label={t('in_increase_captcha')}
      registration={registration}
      error={error}
      addon={
        <button
          type="button"
          className="field__addon captcha-image"
          aria-label={t('captcha_refresh')}
          onClick={() => void captcha.refresh()}
        >
          {captcha.image ? <img src={`data:image/png;base64,${captcha.image}`} alt="" width="100" height="36" /> : null}
        </button>
      }
    />
  );
});
