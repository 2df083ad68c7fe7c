import type { SocialProvider } from '../../../../shared/api/auth';
import type { FirebaseTokenVerifier, GeetestVerifier, MailSender, SmsSender, SocialLoginClient } from './types';
import type { ProviderLogger } from './errors';
import { FacebookLoginClient, type FacebookClientConfig } from './facebook-client';
import { FirebaseIdTokenVerifier, googleCertsFetcher, type SigningKeys } from './firebase-token';
import { GeetestV4Verifier, type GeetestConfig } from './geetest';
import { OidcLoginClient, type OidcClientConfig } from './oidc-client';
import { SmtpMailSender, type SmtpMailConfig } from './smtp-mail';
import { TwilioSmsSender, type TwilioSmsConfig } from './twilio-sms';

/**
 * Builds the real protocol implementations from plain configuration (environment or a brand's
 * settings). Each part is optional: where it is missing the result has no implementation and
 * the caller uses its local default (the SMS or mail outbox, the built-in captcha). Nothing here
 * connects anywhere until a message is sent or a token verified, so building is cheap and may
 * be repeated when a brand's settings change.
 */
export interface ProvidersConfig {
  /** Text messages through Twilio's Messages API. */
  sms?: { kind: 'twilio' } & TwilioSmsConfig;
  /** Mail through an SMTP server. */
  mail?: { kind: 'smtp' } & SmtpMailConfig;
  /** Geetest v4 as the human check (the logger comes from the second argument). */
  geetest?: Omit<GeetestConfig, 'logger'>;
  /**
   * Firebase phone sign-in. With keys only, tokens are checked against those; with
   * fetchGoogleCerts true (or a URL), Google's published certificates are loaded when needed.
   */
  firebase?: { projectId: string; keys?: SigningKeys; fetchGoogleCerts?: boolean | string; clockSkewSeconds?: number };
  /** Social logins: Google (or any OpenID Connect issuer) and Facebook. */
  social?: { google?: OidcClientConfig; facebook?: FacebookClientConfig };
}

/** What was configured; absent members mean "use the local default". */
export interface Providers {
  sms?: SmsSender;
  mail?: MailSender;
  geetest?: GeetestVerifier;
  firebase?: FirebaseTokenVerifier;
  social: Partial<Record<SocialProvider, SocialLoginClient>>;
}

/** Builds the configured providers; throws on a configuration that cannot work (missing secrets). */
export function createProviders(config: ProvidersConfig, deps: { logger?: ProviderLogger } = {}): Providers {
  const { sms, mail, geetest, firebase, social = {} } = config;
  const providers: Providers = { social: {} };
  if (sms) providers.sms = new TwilioSmsSender(sms);
  if (mail) providers.mail = new SmtpMailSender(mail);
  if (geetest) providers.geetest = new GeetestV4Verifier({ ...geetest, logger: deps.logger });
  if (firebase) {
    const { fetchGoogleCerts, ...rest } = firebase;
    const fetchKeys = fetchGoogleCerts
      ? googleCertsFetcher(typeof fetchGoogleCerts === 'string' ? fetchGoogleCerts : undefined)
      : undefined;
    providers.firebase = new FirebaseIdTokenVerifier({ ...rest, fetchKeys });
  }
  if (social.google) providers.social.google = new OidcLoginClient({ ...social.google, provider: 'google' });
  if (social.facebook) providers.social.facebook = new FacebookLoginClient(social.facebook);
  return providers;
}
