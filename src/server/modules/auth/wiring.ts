import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { BrandSnapshot } from '../system/snapshot';
import type { AuthDeps } from './deps';
import { OutboxMailSender, OutboxSmsSender } from './outbox';
import { GeetestV4Verifier } from './providers/geetest';
import { createProviders } from './providers/index';
import type {
  FirebaseTokenVerifier,
  GeetestVerifier,
  MailSender,
  SmsSender,
  SocialLoginClient,
} from './providers/types';
import { firebaseVerifiers } from './firebase';
import type { SocialProvider } from '../../../shared/api/auth';
import { socialClients } from './social-clients';

/**
 * Providers an app may be given instead of the defaults (SMTP_URL / TWILIO_* from the
 * environment, else the outboxes; Geetest's and the social providers' public servers).
 */
export interface AuthProviders {
  sms?: SmsSender;
  mail?: MailSender;
  geetest?: (brand: BrandSnapshot) => GeetestVerifier | null;
  social?: (brand: BrandSnapshot, provider: SocialProvider) => SocialLoginClient | null;
  firebase?: (brand: BrandSnapshot) => FirebaseTokenVerifier | null;
}

/** The account services' dependencies with the local defaults filled in. */
export function buildAuthDeps(
  db: Database,
  config: Config,
  log: FastifyBaseLogger,
  now: () => number,
  providers: AuthProviders = {},
): AuthDeps {
  // The real SMS and mail providers when the environment names them; the outboxes otherwise.
  const configured = createProviders({
    ...(config.twilio ? { sms: { kind: 'twilio' as const, ...config.twilio } } : {}),
    ...(config.smtp ? { mail: { kind: 'smtp' as const, ...config.smtp } } : {}),
  });
  return {
    db,
    now,
    sessionIdleMs: config.sessionIdleMs,
    sessionMaxMs: config.sessionMaxMs,
    sms: providers.sms ?? configured.sms ?? new OutboxSmsSender(db),
    mail: providers.mail ?? configured.mail ?? new OutboxMailSender(db),
    geetest:
      providers.geetest ??
      ((brand) => {
        const { captchaId, captchaKey } = brand.auth.geetest;
        return captchaId && captchaKey ? new GeetestV4Verifier({ captchaId, captchaKey, logger: log }) : null;
      }),
    social: providers.social ?? socialClients(log),
    firebase: providers.firebase ?? firebaseVerifiers(log),
    publicUrl: config.publicUrl,
    log,
  };
}
