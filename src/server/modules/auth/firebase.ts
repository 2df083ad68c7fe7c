import type { FastifyBaseLogger } from 'fastify';
import type { BrandSnapshot } from '../system/snapshot';
import { FirebaseIdTokenVerifier, googleCertsFetcher } from './providers/firebase-token';
import type { FirebaseTokenVerifier } from './providers/types';

/**
 * The Firebase ID-token verifier of a brand (phone sign-in done by Firebase in the browser),
 * built from its settings: the configured public keys, else Google's published certificates.
 * Kept while the settings stay the same, so fetched certificates are reused.
 */
export function firebaseVerifiers(log: FastifyBaseLogger): (brand: BrandSnapshot) => FirebaseTokenVerifier | null {
  const cache = new Map<number, { config: string; verifier: FirebaseTokenVerifier }>();
  return (brand) => {
    const { projectId, publicKeys } = brand.auth.firebase;
    if (!projectId) return null;
    const config = JSON.stringify(brand.auth.firebase);
    const cached = cache.get(brand.id);
    if (cached?.config === config) return cached.verifier;
    try {
      const hasKeys = Object.keys(publicKeys).length > 0;
      const verifier = new FirebaseIdTokenVerifier(
        hasKeys ? { projectId, keys: publicKeys } : { projectId, fetchKeys: googleCertsFetcher() },
      );
      cache.set(brand.id, { config, verifier });
      return verifier;
    } catch (error) {
      log.warn({ err: error, merchant: brand.merchantCode }, 'Firebase phone sign-in is misconfigured');
      return null;
    }
  };
}
