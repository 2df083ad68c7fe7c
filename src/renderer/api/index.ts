import { createHttpClient, type HttpClientOptions } from './httpClient';
import { authCalls } from './authCalls';
import { contentCalls } from './contentCalls';
import { gameCalls } from './gameCalls';
import { launchCalls } from './launchCalls';
import { lotteryCalls } from './lotteryCalls';
import { memberCalls } from './memberCalls';
import { messageCalls } from './messageCalls';
import { systemCalls } from './systemCalls';
import { walletCalls } from './walletCalls';
import { cashierCalls } from './cashierCalls';
import { agentCalls } from './agentCalls';

export { ApiError, isApiError, errorCodeToKey, FALLBACK_ERROR_KEYS } from './ApiError';
export type { ApiErrorKind } from './ApiError';
export type { AuthCalls, CaptchaImage } from './authCalls';
export type { AvatarValue } from './memberCalls';
export type { GameCalls } from './gameCalls';
export type { LaunchCalls } from './launchCalls';
export type { LotteryCalls } from './lotteryCalls';
export { API_TIMEOUT_MS } from './httpClient';

/** The typed API of the client: one function per call. Components reach it through stores. */
export function createApi(options: HttpClientOptions) {
  const http = createHttpClient(options);
  return {
    ...systemCalls(http),
    ...authCalls(http),
    ...memberCalls(http),
    ...gameCalls(http),
    ...launchCalls(http),
    ...lotteryCalls(http),
    ...contentCalls(http),
    ...messageCalls(http),
    ...walletCalls(http),
    ...cashierCalls(http),
    ...agentCalls(http),
  };
}

export type Api = ReturnType<typeof createApi>;
export type { HttpClientOptions };
