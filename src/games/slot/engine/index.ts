/**
 * The Lucky Crown slot engine: pure settlement and math, shared by the server (authoritative
 * rounds), the game UI (display, rules) and the fairness verifier (replay).
 */
export { SYMBOLS, type SlotSymbol } from './symbols';
export { PAYLINES } from './paylines';
export { REELS, ROWS, defineSlot, type SlotRules, type SlotDefinition, type SpinMode } from './definition';
export { spin, windowAt, type SpinOutcome, type LineWin } from './spin';
export { playRound, stakeFor, coinValueForStake, type SlotRound } from './round';
export { replayRound } from './replay';
export { playRoundWithJackpot, type JackpotDraw } from './jackpot';
export { mathSheet, type MathSheet } from './math-sheet';
export { LUCKY_CROWN, LUCKY_CROWN_RULES, SLOT_GAME } from './game';
