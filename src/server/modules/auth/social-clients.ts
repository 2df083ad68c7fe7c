import type { FastifyBaseLogger } from 'fastify';
import type { SocialProvider } from '../../../shared/api/auth';
import type { BrandSnapshot } from '../system/snapshot';
import { FacebookLoginClient } from './providers/facebook-client';
import { OidcLoginClient } from './providers/oidc-client';
import type { SocialLoginClient } from './providers/types';

/**
 * The social login clients of a brand, built from its settings and kept while the settings stay
 * the same (the OpenID client caches the issuer's discovery document and keys).
 */
export function socialClients(
  log: FastifyBaseLogger,
): (brand: BrandSnapshot, provider: SocialProvider) => SocialLoginClient | null {
  const cache = new Map<string, { config: string; client: SocialLoginClient }>();
  return (brand, provider) => {
    const settings = brand.auth.social[provider];
    if (!settings?.clientId || !settings.clientSecret) return null;
    const key = `${brand.id}:${provider}`;
    const config = JSON.stringify(settings);
    const cached = cache.get(key);
    if (cached?.config === config) return cached.client;
    try {
      const client =
        provider === 'facebook'
          ? new FacebookLoginClient({ appId: settings.clientId, appSecret: settings.clientSecret })
          : new OidcLoginClient({
              provider,
              clientId: settings.clientId,
              clientSecret: settings.clientSecret,
              ...(settings.issuer ? { issuer: settings.issuer } : {}),
            });
      cache.set(key, { config, client });
      return client;
    } catch (error) {
      log.warn({ err: error, provider, merchant: brand.merchantCode }, 'social login is misconfigured');
      return null;
    }
  };
}
