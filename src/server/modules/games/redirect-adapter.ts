import { createHmac } from 'node:crypto';
import type { VendorRow } from '../../db/schema';
import type { GameSessionTokens } from '../seamless/contract';
import type { LaunchAnswer, LaunchRequest, VendorAdapter } from './vendor-adapter';
import { vendorUnavailable } from './vendor-registry';

/**
 * The 'redirect' adapter: a third-party vendor that hosts its own game client. A launch sends
 * the player to the vendor's configured launch URL with a one-time game session token (which
 * the vendor trades for the player through the seamless wallet's authenticate), the game code,
 * language, mode and the lobby URL to return to, and an HMAC-SHA256 signature over the sorted
 * query with the secret shared with the vendor, so the vendor can tell our launches from forged
 * links. docs/api.md "Games" describes the protocol for vendors.
 */
export interface RedirectConfig {
  /** https only: the token travels in the query. */
  readonly launchUrl: URL;
  readonly secret: string;
  readonly openMode: 'iframe' | 'window';
  /** The vendor offers a demo mode (visitors and free trial). */
  readonly freePlay: boolean;
}

/** The query parameter carrying the signature; everything else in the query is signed. */
export const SIGNATURE_PARAM = 'signature';

/** A vendor row's redirect settings, or null when the vendor is not connected (no https launch URL or no secret). */
export function redirectConfigOf(vendor: VendorRow): RedirectConfig | null {
  const config = vendor.adapterConfig;
  const { launchUrl, secret } = config;
  if (typeof launchUrl !== 'string' || typeof secret !== 'string' || secret === '') return null;
  let url: URL;
  try {
    url = new URL(launchUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  return {
    launchUrl: url,
    secret,
    openMode: config.openMode === 'window' ? 'window' : 'iframe',
    freePlay: config.freePlay === true,
  };
}

/**
 * The string that is signed: every query parameter but the signature, sorted by name (then
 * value), form-encoded as application/x-www-form-urlencoded.
 */
export function canonicalQuery(params: URLSearchParams): string {
  const entries = [...params].filter(([name]) => name !== SIGNATURE_PARAM);
  entries.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

/** Hex HMAC-SHA256 of the canonical query. */
export function signLaunchQuery(params: URLSearchParams, secret: string): string {
  return createHmac('sha256', secret).update(canonicalQuery(params)).digest('hex');
}

export function createRedirectAdapter(tokens: GameSessionTokens, publicUrl: string): VendorAdapter {
  return {
    kind: 'redirect',
    supportsFreePlay: (vendor) => redirectConfigOf(vendor)?.freePlay ?? false,
    async launch(request: LaunchRequest): Promise<LaunchAnswer> {
      const config = redirectConfigOf(request.vendor);
      if (!config) throw vendorUnavailable(request.vendor);
      const url = new URL(config.launchUrl);
      const params = url.searchParams;
      // Visitors' free play has no player to authenticate: the vendor runs its demo without a token.
      if (request.member && request.memberSessionId !== null) {
        const { token } = await tokens.issue({
          brandId: request.brand.id,
          memberId: request.member.id,
          memberSessionId: request.memberSessionId,
          vendorId: request.vendor.id,
          gameId: request.game.id,
          mode: request.mode,
          language: request.language,
        });
        params.set('token', token);
      }
      params.set('gameCode', request.game.gameCode);
      params.set('language', request.language);
      params.set('mode', request.mode);
      params.set('lobbyUrl', new URL(request.backUrl, publicUrl).href);
      if (request.roomId) params.set('roomId', request.roomId);
      params.delete(SIGNATURE_PARAM);
      params.set(SIGNATURE_PARAM, signLaunchQuery(params, config.secret));
      return { url: url.href, openMode: config.openMode };
    },
  };
}
