/**
 * Lucky Crown's UI: a self-contained React tree the host mounts with a {@link SlotClient} and
 * the `slot` translations. It imports only the engines and src/shared.
 */
export { SlotGame, DEFAULT_MIN_SPIN_INTERVAL_MS, type SlotGameProps } from './SlotGame';
export {
  SlotClientError,
  type SlotClient,
  type SlotClientErrorCode,
  type SlotFairness,
  type SlotHistoryEntry,
  type SlotHistoryPage,
  type SlotRoundRng,
  type SlotSeedRotation,
  type SlotSpinResult,
} from './client';
export { createLocalSlotClient, type LocalSlotClientOptions, type ServerSeedSource } from './localClient';
export { createRemoteSlotClient, type RemoteSlotClient, type RemoteSlotClientOptions } from './remoteClient';
export type { JackpotRule } from './RulesPanel';
export { createTranslator, type SlotKey, type Translate } from './translate';
export { DEFAULT_STAKES, stakeOptions, type MinBetOption } from './stakes';
export { formatMinor, parseMajor } from './money';
export type { OpenVerifier, VerifierValues } from './verifierPrefill';
export { SlotPreview } from './SlotPreview';
