/**
 * A refusal or failure of an outside service (SMS gateway, mail server, identity provider), or a
 * token it issued that did not verify. Flows catch it to answer their own error code; the message
 * is for the log and never carries secrets.
 */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    /** Which integration failed ('twilio', 'smtp', 'google', 'firebase', ...). */
    readonly provider: string,
    message: string,
    readonly details: { status?: number; code?: string; cause?: unknown } = {},
  ) {
    super(`${provider}: ${message}`, details.cause === undefined ? undefined : { cause: details.cause });
  }
}

/** The part of a pino/Fastify logger the providers use, so they log where the server logs. */
export interface ProviderLogger {
  warn(details: object, message: string): void;
}
