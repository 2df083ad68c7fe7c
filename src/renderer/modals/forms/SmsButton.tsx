import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SmsCountdown } from '../../stores/SmsCountdown';

/** "Get code", then the seconds left until another code may be requested. */
export const SmsButton = observer(function SmsButton({
  countdown,
  onSend,
}: {
  countdown: SmsCountdown;
  onSend: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <button
      type="button"
      className="field__addon sms-button"
      disabled={countdown.running || countdown.sending}
      onClick={onSend}
    >
      {countdown.running ? t('sms_countdown', { seconds: countdown.secondsLeft }) : t('in_get_verificationCode')}
    </button>
  );
});
