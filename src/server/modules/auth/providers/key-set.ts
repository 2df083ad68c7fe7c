import type { KeyObject } from 'node:crypto';
import { ProviderError } from './errors';

/** Loaded keys are trusted this long; after it a token makes the set load them again. */
const KEY_CACHE_MS = 60 * 60_000;
/** An unknown kid loads the keys again at most this often. */
const RELOAD_INTERVAL_MS = 60_000;

/**
 * Signing keys published by an identity provider (a JWKS, Google's certificates), loaded on
 * demand and again when a token names a kid not seen yet (key rotation), but at most once a
 * minute, so tokens with made-up kids cannot turn every request into a fetch.
 */
export class RemoteKeySet {
  private keys = new Map<string, KeyObject>();
  private loadedAt = -Infinity;
  private attemptedAt = -Infinity;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly provider: string,
    private readonly load: () => Promise<Map<string, KeyObject>>,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The key with this kid; without a kid, the only key there is. Rejects with code token.kid
   * when there is none, or keys.fetch when the keys could not be loaded.
   */
  async get(kid: string | undefined): Promise<KeyObject> {
    if (!this.find(kid) && !this.loading && this.now() - this.attemptedAt >= RELOAD_INTERVAL_MS) {
      this.attemptedAt = this.now();
      this.loading = this.reload().finally(() => (this.loading = undefined));
    }
    if (this.loading) await this.loading;
    const key = this.find(kid);
    if (key) return key;
    throw new ProviderError(this.provider, 'token signed by an unknown key', { code: 'token.kid' });
  }

  private find(kid: string | undefined): KeyObject | undefined {
    if (this.now() - this.loadedAt >= KEY_CACHE_MS) return undefined;
    if (kid !== undefined) return this.keys.get(kid);
    return this.keys.size === 1 ? this.keys.values().next().value : undefined;
  }

  private async reload(): Promise<void> {
    try {
      this.keys = await this.load();
      this.loadedAt = this.now();
    } catch (error) {
      throw new ProviderError(this.provider, 'could not load signing keys', { code: 'keys.fetch', cause: error });
    }
  }
}
