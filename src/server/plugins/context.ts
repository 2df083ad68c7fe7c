import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../shared/api/envelope';
import { ENDPOINTS } from '../../shared/api/endpoints';
import { parseLanguage, type Language } from '../../shared/i18n/languages';
import { ApiError } from '../lib/errors';
import { isPlatformApiPath, pathOf } from '../lib/paths';
import type { BrandCache } from '../modules/system/brand-cache';
import type { BrandSnapshot } from '../modules/system/snapshot';
import { isRegionRestricted, locateVisitor } from '../modules/system/service';

/** What every platform API request carries, resolved once from its headers. */
export interface RequestContext {
  brand: BrandSnapshot;
  language: Language;
  device: string;
  /** The raw session token (no Bearer prefix), or '' when anonymous. */
  token: string;
  moduleId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for /wps, /lgw and /lotto requests by the context plugin. */
    ctx: RequestContext | null;
  }
}

/** Start-up calls and the status call stay open during maintenance and for blocked regions. */
const ALWAYS_OPEN = new Set<string>([
  ENDPOINTS.systemStatus.path,
  ENDPOINTS.whitelabel.path,
  ENDPOINTS.registerSettings.path,
  ENDPOINTS.domainRoute.path,
]);

/** Providers' signed payment callbacks (modules/deposits): never refused for maintenance or region. */
const PAYMENT_CALLBACK_PREFIX = '/wps/payment/callback/';

/** The request context of a route that requires one (always set on platform API routes). */
export function contextOf(request: FastifyRequest): RequestContext {
  if (!request.ctx) throw new Error('request context missing: route is outside the platform API prefixes');
  return request.ctx;
}

/**
 * Resolves brand, language, device, token and module for platform API requests, refuses calls
 * to switched-off modules, and refuses every other call while the brand is in maintenance or
 * the visitor's region is blocked. Reads only the in-memory brand cache.
 */
export function registerRequestContext(app: FastifyInstance, brands: BrandCache): void {
  app.decorateRequest('ctx', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const path = pathOf(request.url);
    // No platform call uses OPTIONS: it goes on to the 405/404 answer (CORS preflights from
    // allowed origins are answered before this hook), never to a maintenance or region refusal.
    if (request.method === 'OPTIONS' || !isPlatformApiPath(path)) return done();
    try {
      const ctx = resolveContext(request, brands);
      request.ctx = ctx;
      // Payment callbacks must land even in maintenance and from any country: a refused one is money in limbo.
      if (!ALWAYS_OPEN.has(path) && !path.startsWith(PAYMENT_CALLBACK_PREFIX)) refuseClosedBrand(ctx.brand, request.ip);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}

function resolveContext(request: FastifyRequest, brands: BrandCache): RequestContext {
  const merchant = singleMerchant(request);
  const brand = merchant === '' ? brands.defaultBrand : brands.get(merchant);
  if (!brand) {
    throw new ApiError(
      400,
      ERROR_CODES.unknownMerchant,
      merchant === '' ? 'No brand is configured' : `Unknown merchant "${merchant.slice(0, 64)}"`,
    );
  }
  const moduleId = headerValue(request, 'moduleid');
  if (moduleId !== '' && brand.modules[moduleId] === false) {
    throw new ApiError(400, ERROR_CODES.functionNotAvailable, `The feature ${moduleId.slice(0, 64)} is not available`);
  }
  return {
    brand,
    language: parseLanguage(headerValue(request, 'language')) ?? brand.defaultLanguage,
    device: headerValue(request, 'device'),
    token: headerValue(request, 'authorization'),
    moduleId,
  };
}

/**
 * The Merchant header's value ('' when absent). Node folds repeated unknown headers into one
 * comma-joined value, so repeats are counted on the raw header list.
 */
function singleMerchant(request: FastifyRequest): string {
  const raw = request.raw.rawHeaders;
  let value: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i];
    if (name?.length !== 8 || name.toLowerCase() !== 'merchant') continue;
    if (value !== undefined)
      throw new ApiError(400, ERROR_CODES.functionNotAvailable, 'Send exactly one Merchant header');
    value = raw[i + 1] ?? '';
  }
  return value?.trim() ?? '';
}

function refuseClosedBrand(brand: BrandSnapshot, ip: string): void {
  if (brand.maintenance) {
    throw new ApiError(503, ERROR_CODES.maintenance, 'The site is under maintenance', {
      endTime: brand.maintenanceEndTime,
    });
  }
  if (isRegionRestricted(brand, ip)) {
    const { ip: address, country } = locateVisitor(brand, ip);
    throw new ApiError(403, ERROR_CODES.regionRestricted, 'Access is restricted in your location', {
      ip: address,
      country,
    });
  }
}

function headerValue(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}
