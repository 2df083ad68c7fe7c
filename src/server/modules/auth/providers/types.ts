import type { GeetestResult, SocialProvider } from '../../../../shared/api/auth';

/**
 * The outbound integrations of accounts and sessions, each a small interface with a working
 * local default (an outbox the operator reads, the built-in captcha) and at least one real
 * protocol implementation. Flows depend only on these interfaces.
 */

/** One text message to a mobile number in E.164 form (+639171234567). */
export interface SmsMessage {
  brandId: number;
  to: string;
  text: string;
  /** What the code is for: login, register, reset-password, bind-mobile. */
  purpose: string;
}

export interface SmsSender {
  /** Short name for logs and the outbox ('outbox', 'twilio'). */
  readonly name: string;
  /** Hands the message over; resolves with the provider's id, rejects when it was refused. */
  send(message: SmsMessage): Promise<{ providerId: string }>;
}

export interface MailMessage {
  brandId: number;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailSender {
  readonly name: string;
  send(message: MailMessage): Promise<{ messageId: string }>;
}

/** Verifies a Geetest v4 result with the vendor's server (server-side validation). */
export interface GeetestVerifier {
  validate(result: GeetestResult): Promise<boolean>;
}

/** What a verified Firebase phone-auth ID token says. */
export interface FirebaseIdentity {
  uid: string;
  /** E.164 phone number the user proved they own. */
  phoneNumber: string;
}

/** Verifies Firebase ID tokens (RS256 JWTs) against the project's configured keys. */
export interface FirebaseTokenVerifier {
  verify(idToken: string): Promise<FirebaseIdentity>;
}

/** The person a social provider vouched for. */
export interface SocialIdentity {
  provider: SocialProvider;
  /** The provider's stable subject id. */
  subject: string;
  email?: string;
  name?: string;
}

/** One OAuth 2 / OpenID Connect login: build the redirect, then exchange the code. */
export interface SocialLoginClient {
  readonly provider: SocialProvider;
  /** Where to send the browser; state and nonce are ours, codeVerifier is PKCE's secret. */
  authorizationUrl(input: { state: string; nonce: string; codeVerifier: string; redirectUri: string }): Promise<URL>;
  /** Trades the code of the callback for the verified identity (id_token checked where there is one). */
  exchange(input: { code: string; nonce: string; codeVerifier: string; redirectUri: string }): Promise<SocialIdentity>;
}
