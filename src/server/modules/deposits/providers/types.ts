import type { DepositProviderName, DepositProviderSettings } from '../../../db/schema';

/**
 * What every deposit provider offers the order flow (docs/payments.md). The company deposit is
 * offline (a receiving account and a memo; a cashier confirms it), so it creates nothing at a
 * gateway and receives no callbacks; the gateways (sandbox, paygate) create a payment and report
 * its outcome through a signed callback.
 */
/** How far a callback's signed time may be from our clock (either way): 5 minutes. */
export const CALLBACK_FRESHNESS_MS = 5 * 60_000;

export interface CreatePaymentInput {
  orderNo: string;
  amountMinor: bigint;
  currency: string;
  settings: DepositProviderSettings;
  /** Our public base URL (PUBLIC_URL): callbacks and hosted pages are addressed from it. */
  publicUrl: string;
  now: number;
}

/**
 * A gateway's answer to creating a payment. `unknown` (timeout, broken or unsigned answer) leaves
 * the order pending for reconciliation: the player may have been shown a pay page, so it is
 * never failed automatically.
 */
export type CreatePaymentOutcome =
  | { kind: 'accepted'; reference: string | null; payUrl: string | null; qrContent: string | null }
  | { kind: 'refused'; reason: string }
  | { kind: 'unknown'; reason: string };

/** A callback as it arrived. */
export interface CallbackInput {
  body: string;
  contentType: string;
  headers: Record<string, string>;
}

/** What a callback says, read before its signature is checked (to find the order and its key). */
export interface CallbackReport {
  orderNo: string;
  reference: string | null;
  /** The amount the provider says was paid; null when it did not say. */
  amountMinor: bigint | null;
  paid: boolean;
  reason: string | null;
  /**
   * When the provider signed it (Unix ms, from the signed timestamp the protocol carries), null
   * when it did not say: a callback outside CALLBACK_FRESHNESS_MS of our clock is refused.
   */
  signedAt: number | null;
  /** The callback's signature: applied once, it is never applied again (a replay is refused). */
  signature: string | null;
}

export interface ProviderAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface DepositProvider {
  name: DepositProviderName;
  /** Whether a channel's settings have what this provider needs (a channel without them is unavailable). */
  configured(settings: DepositProviderSettings): boolean;
}

export interface GatewayProvider extends DepositProvider {
  createPayment(input: CreatePaymentInput): Promise<CreatePaymentOutcome>;
  /** Reads a callback; null when it is not one of this provider's (malformed). */
  readCallback(input: CallbackInput): CallbackReport | null;
  /** Checks a callback's signature with the channel's key (and merchant number where the protocol has one). */
  verifyCallback(input: CallbackInput, settings: DepositProviderSettings): boolean;
  /** The answer that tells the provider the callback was taken (it stops retrying). */
  ack: ProviderAnswer;
  /** The answer to a callback we refused (bad signature, unknown order): the provider retries or alerts. */
  nack: ProviderAnswer;
}
