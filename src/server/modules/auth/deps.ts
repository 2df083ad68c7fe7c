import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { BrandSnapshot } from '../system/snapshot';
import type { SocialProvider } from '../../../shared/api/auth';
import type {
  FirebaseTokenVerifier,
  GeetestVerifier,
  MailSender,
  SmsSender,
  SocialLoginClient,
} from './providers/types';

/** What the account services need; built once per app (tests pass their own clock and senders). */
export interface AuthDeps {
  db: Database;
  now: () => number;
  /** A session ends after this long without a call, and this long after login at the latest. */
  sessionIdleMs: number;
  sessionMaxMs: number;
  sms: SmsSender;
  mail: MailSender;
  /** The brand's Geetest v4 verifier, or null when the brand has none configured. */
  geetest: (brand: BrandSnapshot) => GeetestVerifier | null;
  /** The brand's Firebase ID-token verifier (phone numbers proved through Firebase), or null. */
  firebase: (brand: BrandSnapshot) => FirebaseTokenVerifier | null;
  /** The brand's client for a social provider, or null when the brand has none configured. */
  social: (brand: BrandSnapshot, provider: SocialProvider) => SocialLoginClient | null;
  /** PUBLIC_URL: social logins come back to it. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** Who is calling: the address and device recorded with every account event. */
export interface Caller {
  ip: string;
  /** The Device header ('web', 'desktop', ...), '' when absent. */
  device: string;
}
