import type { SmsMessage, SmsSender } from './types';
import { ProviderError } from './errors';
import { httpRequest, jsonObject, stringField } from './http';

/** How to reach a Twilio account (or any gateway speaking its Messages API). */
export interface TwilioSmsConfig {
  accountSid: string;
  authToken: string;
  /** Sender number (E.164) or alphanumeric id; one of from and messagingServiceSid is needed. */
  from?: string;
  /** A Messaging Service that picks the sender itself; wins over from. */
  messagingServiceSid?: string;
  /** API root without trailing slash; https://api.twilio.com by default. */
  baseUrl?: string;
  /** Milliseconds before a send counts as failed; 10 s by default. */
  timeoutMs?: number;
}

/**
 * Sends text messages with Twilio's Messages API: POST .../Accounts/{sid}/Messages.json, form
 * encoded, HTTP Basic auth with the account SID and auth token. Resolves with the message SID
 * when Twilio answers 201 and rejects with a ProviderError carrying Twilio's code otherwise.
 */
export class TwilioSmsSender implements SmsSender {
  readonly name = 'twilio';
  private readonly endpoint: URL;
  private readonly authorization: string;

  constructor(private readonly config: TwilioSmsConfig) {
    if (!config.accountSid || !config.authToken) throw new Error('twilio: accountSid and authToken are required');
    if (!config.from && !config.messagingServiceSid) throw new Error('twilio: from or messagingServiceSid is required');
    const base = (config.baseUrl ?? 'https://api.twilio.com').replace(/\/+$/, '');
    this.endpoint = new URL(`${base}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`);
    this.authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  }

  async send(message: SmsMessage): Promise<{ providerId: string }> {
    const form = new URLSearchParams({ To: message.to, Body: message.text });
    if (this.config.messagingServiceSid) form.set('MessagingServiceSid', this.config.messagingServiceSid);
    else if (this.config.from) form.set('From', this.config.from);

    const answer = await httpRequest(this.name, this.endpoint, {
      form,
      headers: { authorization: this.authorization },
      timeoutMs: this.config.timeoutMs,
    });
    const body = jsonObject(answer.text);
    const sid = stringField(body, 'sid');
    if (answer.status === 201 && sid) return { providerId: sid };

    // Twilio's errors are {code, message, more_info, status}; a proxy's may be anything.
    const code = body?.code;
    throw new ProviderError(this.name, stringField(body, 'message') ?? `unexpected answer ${answer.status}`, {
      status: answer.status,
      code: typeof code === 'number' || typeof code === 'string' ? String(code) : undefined,
    });
  }
}
