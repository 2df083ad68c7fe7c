// The English lottery messages, the typed source of the lottery UI's translation keys (as the
// slot's messages.d.ts does for slot.json).
import type messages from '../../../../locales/en/lottery.json';

export type LotteryMessages = typeof messages;
