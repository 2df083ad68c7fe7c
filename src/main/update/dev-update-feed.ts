import { parseApiBaseUrl } from '../config';

/** Environment variable naming a local update feed for unpackaged (QA) runs. */
export const DEV_UPDATE_FEED_VARIABLE = 'PLAYHUB_DEV_UPDATE_FEED';

/**
 * The QA update feed from the environment, or undefined. Only unpackaged runs ask for it (see
 * app.ts); it must be https, or http to localhost, without credentials, like the API URL.
 */
export function devUpdateFeed(
  env: Readonly<Record<string, string | undefined>>,
  warn: (message: string) => void,
): string | undefined {
  const value = env[DEV_UPDATE_FEED_VARIABLE];
  if (!value) return undefined;
  try {
    return parseApiBaseUrl(value);
  } catch (error) {
    warn(`Ignoring ${DEV_UPDATE_FEED_VARIABLE}: ${(error as Error).message}`);
    return undefined;
  }
}
