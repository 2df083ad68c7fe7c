import Type from 'typebox';
import { SystemStatusSchema, type CustomerServiceEntry } from '../../../shared/api/system';
import { PrecompressedTail } from '../../lib/compress-sync';
import type { BrandSnapshot } from './snapshot';
import { encryptCustomerService, statusInfo, visitorStatus } from './service';

/**
 * The status answer, built for speed. Its ~6 KB are almost all the brand's `info`, the same
 * for every visitor until the brand changes or the customer-service keys rotate (at most once
 * a second); only the small head (status flags and the visitor's IP and country) differs per
 * request. So `info` is serialised, encoded and deflated once per brand snapshot and key set,
 * and a request serialises just its head. Nothing visitor-specific is ever cached.
 *
 * The bytes are exactly what serialising the route's schema would give:
 * {"success":true,"value":{<head fields>,"info":{...}}}, since `info` is the last property
 * of the status schema.
 */

/** A JSON schema as reply.compileSerializationSchema takes it. */
type JsonSchema = Record<string, unknown>;

/** Everything in the status value but `info`, in schema order. */
export const STATUS_HEAD_SCHEMA = Type.Omit(SystemStatusSchema, ['info']) as unknown as JsonSchema;
/** The status `info` object. */
export const STATUS_INFO_SCHEMA = SystemStatusSchema.properties.info as unknown as JsonSchema;

/** A schema-compiled serialiser (what reply.compileSerializationSchema returns). */
export type Serializer = (value: unknown) => string;

interface CachedTail {
  /** The customer-service entries it was built with: new entries mean new keys, a new tail. */
  customerService: readonly CustomerServiceEntry[];
  tail: PrecompressedTail;
}

/** Per brand snapshot; a changed brand is a new snapshot object, so stale entries just drop away. */
const tails = new WeakMap<BrandSnapshot, CachedTail>();

const ENVELOPE_START = '{"success":true,"value":';

/** A status body: the visitor's head and the brand's shared tail. */
export interface StatusBody {
  head: Buffer;
  tail: PrecompressedTail;
}

/** The status body for one visitor of a brand. */
export function statusBody(
  brand: BrandSnapshot,
  rawIp: string,
  serializeHead: Serializer,
  serializeInfo: Serializer,
): StatusBody {
  let cached = tails.get(brand);
  if (cached?.customerService !== encryptCustomerService(brand)) {
    const info = statusInfo(brand);
    // '}}' closes the status value and the envelope.
    const text = `,"info":${serializeInfo(info)}}}`;
    cached = { customerService: info.customerService, tail: new PrecompressedTail(Buffer.from(text)) };
    tails.set(brand, cached);
  }
  const head = serializeHead(visitorStatus(brand, rawIp));
  // The head object is reopened (its closing brace dropped) so the tail's "info" joins it.
  return { head: Buffer.from(ENVELOPE_START + head.slice(0, -1)), tail: cached.tail };
}
