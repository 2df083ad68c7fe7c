// The factory the server wires: plain configuration in, the right implementations out.
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FacebookLoginClient } from '../../../src/server/modules/auth/providers/facebook-client';
import { FirebaseIdTokenVerifier } from '../../../src/server/modules/auth/providers/firebase-token';
import { GeetestV4Verifier } from '../../../src/server/modules/auth/providers/geetest';
import { createProviders } from '../../../src/server/modules/auth/providers/index';
import { OidcLoginClient } from '../../../src/server/modules/auth/providers/oidc-client';
import { SmtpMailSender } from '../../../src/server/modules/auth/providers/smtp-mail';
import { TwilioSmsSender } from '../../../src/server/modules/auth/providers/twilio-sms';
import { signRs256 } from './jwt-signer';

describe('createProviders', () => {
  it('builds nothing from an empty configuration, leaving the local defaults to the caller', () => {
    expect(createProviders({})).toEqual({ social: {} });
  });

  it('builds every configured implementation', () => {
    const providers = createProviders({
      sms: { kind: 'twilio', accountSid: 'AC1', authToken: 't', from: '+15005550006' },
      mail: { kind: 'smtp', url: 'smtp://u:p@127.0.0.1:2525', from: 'a@b.test' },
      geetest: { captchaId: 'id', captchaKey: 'key' },
      firebase: { projectId: 'p', fetchGoogleCerts: true },
      social: {
        google: { clientId: 'g', clientSecret: 's' },
        facebook: { appId: 'f', appSecret: 's' },
      },
    });
    expect(providers.sms).toBeInstanceOf(TwilioSmsSender);
    expect(providers.mail).toBeInstanceOf(SmtpMailSender);
    expect(providers.geetest).toBeInstanceOf(GeetestV4Verifier);
    expect(providers.firebase).toBeInstanceOf(FirebaseIdTokenVerifier);
    expect(providers.social.google).toBeInstanceOf(OidcLoginClient);
    expect(providers.social.google?.provider).toBe('google');
    expect(providers.social.facebook).toBeInstanceOf(FacebookLoginClient);
    (providers.mail as SmtpMailSender).close();
  });

  it('hands the logger to Geetest, which reports failing closed', async () => {
    const warnings: string[] = [];
    const { geetest } = createProviders(
      { geetest: { captchaId: 'id', captchaKey: 'key', apiServer: 'http://127.0.0.1:9', timeoutMs: 2_000 } },
      { logger: { warn: (_details, message) => warnings.push(message) } },
    );
    const result = { captcha_id: 'id', lot_number: 'l', pass_token: 'p', gen_time: '1', captcha_output: 'o' };
    await expect(geetest!.validate(result)).resolves.toBe(false);
    expect(warnings).toHaveLength(1);
  });

  it('verifies Firebase tokens with configured keys', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const { firebase } = createProviders({
      firebase: { projectId: 'p', keys: { k1: publicKey.export({ format: 'pem', type: 'spki' }).toString() } },
    });
    const now = Math.floor(Date.now() / 1000);
    const token = signRs256(
      { kid: 'k1' },
      {
        iss: 'https://securetoken.google.com/p',
        aud: 'p',
        sub: 'uid-1',
        iat: now,
        auth_time: now,
        exp: now + 600,
        phone_number: '+639171234567',
      },
      privateKey,
    );
    await expect(firebase!.verify(token)).resolves.toEqual({ uid: 'uid-1', phoneNumber: '+639171234567' });
  });

  it('refuses configurations that cannot work', () => {
    expect(() => createProviders({ sms: { kind: 'twilio', accountSid: 'AC1', authToken: '' } })).toThrow();
    expect(() => createProviders({ firebase: { projectId: 'p' } })).toThrow(/keys or fetchKeys/);
    expect(() => createProviders({ social: { google: { clientId: 'g', clientSecret: '' } } })).toThrow();
  });
});
