import { ERROR_CODES } from '../../../shared/api/envelope';
import type { VendorRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import type { VendorAdapter } from './vendor-adapter';

/**
 * The vendor adapters of this server, keyed by kind (vendors.adapter). app.ts builds one and
 * registers every adapter the build has ('redirect' here, 'house' in modules/house); the lobby
 * only ever asks it for the adapter of a vendor row.
 */
export class VendorRegistry {
  private readonly adapters = new Map<string, VendorAdapter>();

  constructor(adapters: readonly VendorAdapter[] = []) {
    for (const adapter of adapters) this.register(adapter);
  }

  /** Adds an adapter; a second adapter of the same kind is a wiring mistake. */
  register(adapter: VendorAdapter): void {
    if (this.adapters.has(adapter.kind)) throw new Error(`vendor adapter "${adapter.kind}" is registered twice`);
    this.adapters.set(adapter.kind, adapter);
  }

  /** The adapter of a kind, if this server has one. */
  get(kind: string): VendorAdapter | undefined {
    return this.adapters.get(kind);
  }

  /** The registered kinds (the operator console offers these for vendors.adapter). */
  kinds(): string[] {
    return [...this.adapters.keys()];
  }

  /** The adapter that launches a vendor's games; a kind this server lacks: the provider is not connected. */
  adapterOf(vendor: VendorRow): VendorAdapter {
    const adapter = this.adapters.get(vendor.adapter);
    if (!adapter) throw vendorUnavailable(vendor);
    return adapter;
  }
}

/**
 * games.vendorUnavailable: the vendor exists in the lobby but no working connection to it is
 * configured. Answered 200 with `success: false`, as the contract answers a business refusal:
 * nothing failed (the demo's live casino and sports vendors are simply not connected), so the
 * browser logs no failed request and the player reads the translated message.
 */
export function vendorUnavailable(vendor: VendorRow): ApiError {
  return new ApiError(
    200,
    ERROR_CODES.vendorUnavailable,
    `The provider ${vendor.displayName} is not connected yet; please choose another game`,
  );
}
