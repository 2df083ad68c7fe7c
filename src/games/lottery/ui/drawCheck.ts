import type { LotteryDraw } from '../../../shared/api/lottery';
import { pureFairCrypto, type FairCrypto } from '../../fairness/engine';
import { DRAW_FORMATS, verifyDraw, type DrawCheck, type DrawFormatCode } from '../engine';

/** Whether a published draw carries what verifies it (house draws once their seed is revealed). */
export function isVerifiable(draw: LotteryDraw): boolean {
  return draw.serverSeed !== '' && draw.serverSeedHash !== '';
}

/**
 * Replays a house draw in the browser from its revealed seeds (nonce 0, the public client
 * seed) and compares it with the published board: the engine's verifyDraw, so the page checks
 * with the very code that drew it.
 */
export function checkDraw(format: DrawFormatCode, draw: LotteryDraw, crypto: FairCrypto = pureFairCrypto): DrawCheck {
  const round = { serverSeed: draw.serverSeed, commitment: draw.serverSeedHash, clientSeed: draw.clientSeed, nonce: 0 };
  return verifyDraw(crypto, DRAW_FORMATS[format], round, draw.result);
}
