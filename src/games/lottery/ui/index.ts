/**
 * The lottery betting page's UI: a self-contained React tree the page mounts with a
 * {@link LotteryClient}, the opened session and the `lottery` translations. It imports only the
 * engines and src/shared.
 */
export { LotteryGame, type LotteryGameProps } from './LotteryGame';
export {
  createRemoteLotteryClient,
  LotteryClientError,
  type LotteryClient,
  type LotteryErrorCode,
  type RemoteLotteryClientOptions,
} from './client';
export { createLotteryTranslator, type LotteryKey, type LotteryTranslate } from './translate';
