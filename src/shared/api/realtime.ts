import type { ERROR_CODES } from './error-codes';

/**
 * The realtime hub's wire contract (docs/architecture.md "Realtime hub"), shared by the server
 * module (src/server/modules/realtime) and the renderer's client (src/renderer/api/realtime).
 * Every frame is one small JSON text message.
 */

/** The WebSocket endpoint, under the platform API prefix so the request context (brand, maintenance) applies. */
export const REALTIME_PATH = '/wps/realtime';

/** Bounds both sides agree on. */
export const REALTIME_LIMITS = {
  /** A client frame longer than this (bytes) is refused with request_body_too_large; the socket stays. */
  maxFrameBytes: 2_048,
  /** Topics one socket may hold at once. */
  maxSubscriptions: 32,
  /**
   * A published event frame (JSON of `{type, topic, event, data}`) may be at most this many bytes,
   * whatever the transport: PostgreSQL's NOTIFY payload must stay under 8,000 bytes with the bus's
   * own envelope and escaping. Larger data is fetched over REST; the event names what changed.
   */
  maxEventBytes: 3_500,
  /** The auth frame must arrive within this long of the connection opening. */
  authTimeoutMs: 10_000,
} as const;

/** Close codes the server uses beyond the standard ones (1000 normal, 1001 going away, 1009 too big). */
export const REALTIME_CLOSE = {
  /** The session ended (logout, replaced, idle or absolute end): sign in again, then reconnect. */
  sessionEnded: 4401,
  /** No auth frame in time, or a first frame that was not one. */
  protocol: 4400,
  /** Too many sockets for this player: an older tab keeps its socket. */
  tooManySockets: 4429,
} as const;

/** Event names published on the hub. */
export const REALTIME_EVENTS = {
  /** On `player:<id>`: the player's balance changed; data is empty, the figure comes from the balance call. */
  balanceChanged: 'balance.changed',
} as const;

/** Frames a client sends. The first must be `auth` (an empty token joins as a visitor). */
export type RealtimeClientFrame =
  | { type: 'auth'; token: string; merchant?: string }
  | { type: 'subscribe'; topic: string }
  | { type: 'unsubscribe'; topic: string };

/** Codes of error frames: the API's own, so the client translates them as `errors.<code>`. */
export type RealtimeErrorCode =
  | typeof ERROR_CODES.badRequest
  | typeof ERROR_CODES.bodyTooLarge
  | typeof ERROR_CODES.notLoggedIn
  | typeof ERROR_CODES.forbidden
  | typeof ERROR_CODES.tooManyRequests
  | typeof ERROR_CODES.maintenance
  | typeof ERROR_CODES.regionRestricted
  | typeof ERROR_CODES.unknownMerchant;

/** Frames the server sends. */
export type RealtimeServerFrame =
  /** Answer to `auth`: the member id signed in, or null for a visitor. */
  | { type: 'ready'; player: number | null }
  | { type: 'ack'; op: 'subscribe' | 'unsubscribe'; topic: string }
  | { type: 'error'; code: RealtimeErrorCode; op?: RealtimeClientFrame['type']; topic?: string }
  | { type: 'event'; topic: string; event: string; data: unknown };

/**
 * Public topic families and the form of their key. A client may only join a topic of these
 * families (or its own player topic); the key's form bounds the names a client can make up.
 */
export const PUBLIC_TOPICS = {
  /** Countdowns and results of a lottery game (`lottery:<gameCode>`). */
  lottery: /^[A-Za-z0-9_-]{1,32}$/,
} as const satisfies Record<string, RegExp>;

/** What a topic name is, or undefined when it is not one the hub carries. */
export type ParsedTopic = { kind: 'player'; memberId: number } | { kind: 'public'; family: keyof typeof PUBLIC_TOPICS };

const PLAYER_PREFIX = 'player:';

/** The topic only the player's own sockets hear. */
export function playerTopic(memberId: number): string {
  return `${PLAYER_PREFIX}${memberId}`;
}

/** Parses a topic name against the allow-list (player topics and PUBLIC_TOPICS). */
export function parseTopic(topic: string): ParsedTopic | undefined {
  if (topic.length > 64) return undefined;
  const colon = topic.indexOf(':');
  if (colon <= 0) return undefined;
  const family = topic.slice(0, colon);
  const key = topic.slice(colon + 1);
  if (`${family}:` === PLAYER_PREFIX) {
    if (!/^[1-9][0-9]{0,9}$/.test(key)) return undefined;
    const memberId = Number(key);
    return memberId <= 2_147_483_647 ? { kind: 'player', memberId } : undefined;
  }
  if (!Object.hasOwn(PUBLIC_TOPICS, family)) return undefined;
  const name = family as keyof typeof PUBLIC_TOPICS;
  return PUBLIC_TOPICS[name].test(key) ? { kind: 'public', family: name } : undefined;
}

/** Reads a client frame, or undefined when it is not one (wrong JSON, type or fields). */
export function parseClientFrame(text: string): RealtimeClientFrame | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const frame = value as Record<string, unknown>;
  switch (frame.type) {
    case 'auth': {
      if (typeof frame.token !== 'string') return undefined;
      if (frame.merchant !== undefined && typeof frame.merchant !== 'string') return undefined;
      return frame.merchant === undefined
        ? { type: 'auth', token: frame.token }
        : { type: 'auth', token: frame.token, merchant: frame.merchant };
    }
    case 'subscribe':
    case 'unsubscribe':
      return typeof frame.topic === 'string' ? { type: frame.type, topic: frame.topic } : undefined;
    default:
      return undefined;
  }
}
