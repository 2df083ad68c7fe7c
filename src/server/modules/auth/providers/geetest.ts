import { createHmac } from 'node:crypto';
import type { GeetestResult } from '../../../../shared/api/auth';
import type { GeetestVerifier } from './types';
import type { ProviderLogger } from './errors';
import { httpRequest, jsonObject, stringField } from './http';

/** A brand's Geetest v4 captcha: the public id the widget uses and the private key. */
export interface GeetestConfig {
  captchaId: string;
  captchaKey: string;
  /** Geetest's validation server; https://gcaptcha4.geetest.com by default. */
  apiServer?: string;
  /** Milliseconds before validation gives up (and fails closed); 10 s by default. */
  timeoutMs?: number;
  /** Where failures to reach Geetest are reported. */
  logger?: ProviderLogger;
}

/**
 * Server-side validation of a Geetest v4 result: POST {apiServer}/validate?captcha_id=... with
 * the result's fields and sign_token = HMAC-SHA256(captcha_key, lot_number) in hex. Only an
 * explicit "success" passes; errors and timeouts fail closed (Geetest's sample code lets users
 * through when its server is down, which would switch the human check off for an attacker who
 * can slow it down) and are logged.
 */
export class GeetestV4Verifier implements GeetestVerifier {
  private readonly endpoint: URL;

  constructor(private readonly config: GeetestConfig) {
    if (!config.captchaId || !config.captchaKey) throw new Error('geetest: captchaId and captchaKey are required');
    this.endpoint = new URL(`${(config.apiServer ?? 'https://gcaptcha4.geetest.com').replace(/\/+$/, '')}/validate`);
    this.endpoint.searchParams.set('captcha_id', config.captchaId);
  }

  async validate(result: GeetestResult): Promise<boolean> {
    // A result made for another captcha can never validate against our key; skip the round trip.
    if (result.captcha_id !== this.config.captchaId || !result.lot_number) return false;
    const form = new URLSearchParams({
      lot_number: result.lot_number,
      captcha_output: result.captcha_output,
      pass_token: result.pass_token,
      gen_time: result.gen_time,
      sign_token: createHmac('sha256', this.config.captchaKey).update(result.lot_number).digest('hex'),
    });
    try {
      const answer = await httpRequest('geetest', this.endpoint, { form, timeoutMs: this.config.timeoutMs });
      const body = jsonObject(answer.text);
      const verdict = stringField(body, 'result');
      if (answer.status === 200 && (verdict === 'success' || verdict === 'fail')) return verdict === 'success';
      this.config.logger?.warn(
        { status: answer.status, code: stringField(body, 'code'), reason: stringField(body, 'msg') },
        'geetest validation answered an error; failing closed',
      );
    } catch (error) {
      this.config.logger?.warn({ err: error }, 'geetest validation unreachable; failing closed');
    }
    return false;
  }
}
