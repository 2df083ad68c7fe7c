import {
  REALTIME_CLOSE,
  REALTIME_PATH,
  type RealtimeClientFrame,
  type RealtimeServerFrame,
} from '../../shared/api/realtime';

/**
 * The renderer's side of the realtime hub (docs/architecture.md "Realtime hub"): one socket per
 * page, opened on the first subscription and closed with the last, signed in with the session
 * token in its first frame, and opened again after a drop with growing waits, subscribing again
 * to every topic it held.
 */

/** Handed to a topic's handlers after a reconnect: events may have been missed, refetch what you show. */
export const RESYNC_EVENT = 'hub.resync';

/** A topic's handler: the event's name and data (RESYNC_EVENT with undefined after a reconnect). */
export type RealtimeHandler = (event: string, data: unknown) => void;

/** What the client uses of a browser WebSocket (a fake in tests). */
export interface SocketLike {
  onopen: (() => void) | null;
  onmessage: ((message: { data: unknown }) => void) | null;
  onclose: ((close: { code: number }) => void) | null;
  send(data: string): void;
  close(code?: number): void;
}

export interface RealtimeClientOptions {
  /** The hub's ws:// or wss:// URL (realtimeUrl()). */
  url: string;
  /** The current session token ('' for a visitor) and merchant, read at each connection. */
  token: () => string;
  merchant: () => string;
  /** Opens a socket; the browser's WebSocket by default. */
  open?: (url: string) => SocketLike;
  /** Wait before the first reconnection, doubled up to maxDelayMs (with jitter). */
  firstDelayMs?: number;
  maxDelayMs?: number;
  random?: () => number;
}

/** The hub's URL next to the API: same origin when apiBaseUrl is '' (the web), else the API's host (desktop). */
export function realtimeUrl(apiBaseUrl: string, page: Pick<Location, 'protocol' | 'host'>): string {
  const base = apiBaseUrl === '' ? `${page.protocol}//${page.host}` : apiBaseUrl.replace(/\/+$/, '');
  return `${base.replace(/^http/, 'ws')}${REALTIME_PATH}`;
}

export class RealtimeClient {
  private readonly handlers = new Map<string, Set<RealtimeHandler>>();
  private socket: SocketLike | undefined;
  /** The token the current socket signed in with (undefined until it opened: it reads the token then). */
  private signedInWith: string | undefined;
  /** A token the hub refused (ended session): the client connects as a visitor until it changes. */
  private refusedToken: string | undefined;
  private ready = false;
  /** Topics held when the socket dropped: their handlers get RESYNC_EVENT once subscribed again. */
  private missed = new Set<string>();
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: RealtimeClientOptions) {}

  /**
   * Calls `handler` for every event of `topic` until the returned function is called. Connects
   * when needed; a socket signed in with another token than the current one (a login since) is
   * replaced, so a player topic is always asked for with the session that owns it.
   */
  subscribe(topic: string, handler: RealtimeHandler): () => void {
    let set = this.handlers.get(topic);
    const fresh = !set;
    if (!set) this.handlers.set(topic, (set = new Set()));
    set.add(handler);
    if (this.socket && this.signedInWith !== undefined && this.tokenToUse() !== this.signedInWith) this.restart();
    else if (!this.socket && !this.timer) this.connect();
    else if (fresh && this.ready) this.send({ type: 'subscribe', topic });
    return () => this.remove(topic, handler);
  }

  /** Closes the socket and forgets every subscription (the page is going away). */
  close(): void {
    this.handlers.clear();
    this.stop();
  }

  private remove(topic: string, handler: RealtimeHandler): void {
    const set = this.handlers.get(topic);
    if (!set?.delete(handler) || set.size > 0) return;
    this.handlers.delete(topic);
    this.missed.delete(topic);
    if (this.handlers.size === 0) this.stop();
    else if (this.ready) this.send({ type: 'unsubscribe', topic });
  }

  private tokenToUse(): string {
    const token = this.options.token();
    return token === this.refusedToken ? '' : token;
  }

  private connect(): void {
    this.timer = undefined;
    const socket = (this.options.open ?? ((url) => new WebSocket(url) as unknown as SocketLike))(this.options.url);
    this.socket = socket;
    this.ready = false;
    this.signedInWith = undefined;
    socket.onopen = () => {
      const token = this.tokenToUse();
      this.signedInWith = token;
      const merchant = this.options.merchant();
      this.send({ type: 'auth', token, ...(merchant ? { merchant } : {}) });
    };
    socket.onmessage = (message) => {
      if (typeof message.data === 'string') this.receive(JSON.parse(message.data) as RealtimeServerFrame);
    };
    socket.onclose = (close) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.ready = false;
      if (close.code === REALTIME_CLOSE.sessionEnded) this.refusedToken = this.signedInWith;
      if (this.handlers.size > 0) this.scheduleReconnect(close.code === REALTIME_CLOSE.tooManySockets);
    };
  }

  private receive(frame: RealtimeServerFrame): void {
    if (frame.type === 'ready') {
      this.ready = true;
      this.attempts = 0;
      for (const topic of this.handlers.keys()) this.send({ type: 'subscribe', topic });
      return;
    }
    // After a reconnect, a topic's handlers hear it once the hub holds the topic again.
    if (frame.type === 'ack' && frame.op === 'subscribe' && this.missed.delete(frame.topic))
      return this.dispatch(frame.topic, RESYNC_EVENT, undefined);
    if (frame.type === 'event') this.dispatch(frame.topic, frame.event, frame.data);
  }

  private dispatch(topic: string, event: string, data: unknown): void {
    for (const handler of [...(this.handlers.get(topic) ?? [])]) handler(event, data);
  }

  private scheduleReconnect(slowly: boolean): void {
    const first = this.options.firstDelayMs ?? 1_000;
    const max = this.options.maxDelayMs ?? 30_000;
    const base = slowly ? max : Math.min(max, first * 2 ** this.attempts);
    this.attempts++;
    for (const topic of this.handlers.keys()) this.missed.add(topic);
    // Jitter spreads the reconnections of every page after a server restart.
    const delay = base / 2 + (base / 2) * (this.options.random ?? Math.random)();
    this.timer = setTimeout(() => this.connect(), delay);
  }

  /** Replaces the socket at once (a new token): not a drop, so no wait. */
  private restart(): void {
    const old = this.socket;
    this.socket = undefined;
    old?.close(1000);
    this.connect();
  }

  private stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const old = this.socket;
    this.socket = undefined;
    this.ready = false;
    this.missed.clear();
    this.attempts = 0;
    old?.close(1000);
  }

  private send(frame: RealtimeClientFrame): void {
    this.socket?.send(JSON.stringify(frame));
  }
}
