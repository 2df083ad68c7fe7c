import { coinValueForStake, LUCKY_CROWN, replayRound, type SlotRound } from '../../slot/engine';
import { parseMajor } from '../../slot/ui/money';
import type { SlotKey } from '../../slot/ui/translate';
import type { VerifierValues } from '../../slot/ui/verifierPrefill';
import { isValidClientSeed, pureFairCrypto, type FairCrypto, type VerifyResult } from '../engine';

export type VerifierField = keyof VerifierValues;

/** The form's answer: a replayed round (or a commitment mismatch), or what is wrong with each field. */
export type VerifierCheck =
  | { readonly ok: true; readonly stake: number; readonly result: VerifyResult<SlotRound> }
  | { readonly ok: false; readonly errors: Partial<Record<VerifierField, SlotKey>> };

const HEX_32_BYTES = /^[0-9a-fA-F]{64}$/;

/**
 * Checks the form and replays the round with the slot engine on the provably fair byte stream:
 * first whether the revealed seed hashes to the commitment, then the round itself. Runs in the
 * player's browser with the pure-JavaScript hashes, independent of the server.
 */
export function checkVerifierForm(values: VerifierValues, crypto: FairCrypto = pureFairCrypto): VerifierCheck {
  const errors: Partial<Record<VerifierField, SlotKey>> = {};
  const serverSeed = values.serverSeed.trim();
  const commitment = values.commitment.trim();
  if (!HEX_32_BYTES.test(serverSeed)) errors.serverSeed = 'verifier.errors.serverSeed';
  if (!HEX_32_BYTES.test(commitment)) errors.commitment = 'verifier.errors.commitment';
  if (!isValidClientSeed(values.clientSeed)) errors.clientSeed = 'verifier.errors.clientSeed';
  const nonce = /^\d{1,15}$/.test(values.nonce.trim()) ? Number(values.nonce.trim()) : undefined;
  if (nonce === undefined) errors.nonce = 'verifier.errors.nonce';
  const stake = parseMajor(values.stake);
  const coinValue = stake === undefined ? undefined : coinValueForStake(LUCKY_CROWN, stake);
  if (coinValue === undefined) errors.stake = 'verifier.errors.stake';
  if (Object.keys(errors).length > 0 || nonce === undefined || coinValue === undefined || stake === undefined)
    return { ok: false, errors };
  const result = replayRound(
    crypto,
    LUCKY_CROWN,
    { serverSeed, commitment, clientSeed: values.clientSeed, nonce },
    coinValue,
  );
  return { ok: true, stake, result };
}
