import { useEffect, useState } from 'react';
import { useStores } from '../../stores/StoresContext';
import { dialogTextOf } from '../../stores/SessionStore';
import { SmsCountdown } from '../../stores/SmsCountdown';

/**
 * One SMS countdown per form, and the send step of spec section 4: validate the number first,
 * respect the throttle, start the countdown from expiredMinutes, show the server's message on
 * failure.
 */
export function useSmsSender(validateNumber: () => Promise<boolean>, send: () => Promise<number>) {
  const { ui } = useStores();
  const [countdown] = useState(() => new SmsCountdown());
  useEffect(() => () => countdown.stop(), [countdown]);
  const onSend = async () => {
    if (!(await validateNumber()) || !countdown.claim()) return;
    countdown.setSending(true);
    try {
      countdown.start(await send());
    } catch (error) {
      ui.showDialog({ message: dialogTextOf(error) });
    } finally {
      countdown.setSending(false);
    }
  };
  return { countdown, onSend: () => void onSend() };
}
