import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import { parseTopic, REALTIME_CLOSE, REALTIME_LIMITS, type RealtimeErrorCode } from '../../../shared/api/realtime';
import type { Fanout } from './fanout';
import { Connection, type HubSocket } from './socket';

/** How long a closing server waits for clients to answer the close handshake. */
const CLOSE_GRACE_MS = 300;

/** Tunables of the hub (tests shorten the periods). */
export interface HubOptions {
  fanout: Fanout;
  log: FastifyBaseLogger;
  /** A ping every this long; a socket that has not answered the previous one is closed. */
  pingMs: number;
  /** Sockets one player may hold in this process; one more is refused (4429). */
  maxSocketsPerPlayer: number;
  /** Send buffer bound per socket in bytes (see Connection.sendRaw). */
  maxBuffered: number;
  /** Signed-in sockets' sessions are re-checked this often, so a logout closes them. */
  sessionCheckMs: number;
  /** Of the given session ids, the ones still live (not revoked, expired or idle). */
  liveSessions: (sessionIds: number[]) => Promise<Set<number>>;
}

/**
 * The one realtime hub of a server process (docs/architecture.md "Realtime hub"). Holds this
 * process's sockets and their topics; `publish` from any module reaches the subscribers of every
 * process through the fan-out. Nothing here is awaited by a publisher.
 */
export class RealtimeHub {
  private readonly connections = new Set<Connection>();
  private readonly byTopic = new Map<string, Set<Connection>>();
  private readonly byPlayer = new Map<number, Set<Connection>>();
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(private readonly options: HubOptions) {}

  /** Starts receiving from the fan-out, the keep-alive and the session checks. */
  start(): void {
    this.options.fanout.start((message) => this.receive(message));
    this.every(this.options.pingMs, () => this.ping());
    this.every(this.options.sessionCheckMs, () => this.checkSessions());
  }

  /** Resolves once events published by other processes are heard. */
  listening(): Promise<void> {
    return this.options.fanout.listening();
  }

  /**
   * Sends `event` with `data` to every socket subscribed to `topic`, in every server process.
   * Returns at once (a publisher, e.g. a money transaction's caller, never waits on sockets or the
   * transport); a transport failure is logged, the event lost (events are hints: clients read the
   * data over REST). Throws only for a caller's bug: an unknown topic or an event over
   * REALTIME_LIMITS.maxEventBytes (publish an id and let pages fetch the rest instead).
   */
  publish(topic: string, event: string, data: unknown = {}): void {
    if (!parseTopic(topic)) throw new Error(`realtime: "${topic}" is not a topic the hub carries`);
    const frame = JSON.stringify({ type: 'event', topic, event, data });
    const bytes = Buffer.byteLength(frame);
    if (bytes > REALTIME_LIMITS.maxEventBytes)
      throw new Error(`realtime: event ${event} on ${topic} is ${bytes} bytes (max ${REALTIME_LIMITS.maxEventBytes})`);
    this.options.fanout
      .publish(`${topic}\n${frame}`)
      .catch((error: unknown) =>
        this.options.log.warn({ err: error, topic, event }, 'realtime publish not fanned out'),
      );
  }

  /** A message from the fan-out: its frame goes as it is to this process's subscribers of its topic. */
  private receive(message: string): void {
    const cut = message.indexOf('\n');
    if (cut < 0) return;
    const subscribers = this.byTopic.get(message.slice(0, cut));
    if (!subscribers) return;
    const frame = message.slice(cut + 1);
    for (const connection of [...subscribers]) connection.sendRaw(frame);
  }

  /** Registers a new socket (not signed in, no topics). */
  add(socket: HubSocket): Connection {
    const connection = new Connection(socket, this.options.maxBuffered, (dropped) => {
      this.options.log.info({ player: dropped.memberId }, 'realtime socket dropped: send buffer full');
      this.remove(dropped);
    });
    this.connections.add(connection);
    return connection;
  }

  /** Forgets a socket and its topics (closed, dropped or refused). */
  remove(connection: Connection): void {
    this.connections.delete(connection);
    for (const topic of connection.topics) this.leave(connection, topic);
    connection.topics.clear();
    if (connection.memberId !== null) {
      const mine = this.byPlayer.get(connection.memberId);
      mine?.delete(connection);
      if (mine?.size === 0) this.byPlayer.delete(connection.memberId);
    }
  }

  /** Marks the socket signed in as the member; false when the player has too many sockets here. */
  signIn(connection: Connection, memberId: number, sessionId: number): boolean {
    let mine = this.byPlayer.get(memberId);
    if ((mine?.size ?? 0) >= this.options.maxSocketsPerPlayer) return false;
    if (!mine) this.byPlayer.set(memberId, (mine = new Set()));
    mine.add(connection);
    connection.memberId = memberId;
    connection.sessionId = sessionId;
    return true;
  }

  /** Joins a topic, or says why not (nothing changes then). Joining a held topic again is a no-op. */
  subscribe(connection: Connection, topic: string): RealtimeErrorCode | undefined {
    const parsed = parseTopic(topic);
    if (!parsed) return ERROR_CODES.forbidden;
    if (parsed.kind === 'player') {
      if (connection.memberId === null) return ERROR_CODES.notLoggedIn;
      if (parsed.memberId !== connection.memberId) return ERROR_CODES.forbidden;
    }
    if (connection.topics.has(topic)) return undefined;
    if (connection.topics.size >= REALTIME_LIMITS.maxSubscriptions) return ERROR_CODES.tooManyRequests;
    connection.topics.add(topic);
    let set = this.byTopic.get(topic);
    if (!set) this.byTopic.set(topic, (set = new Set()));
    set.add(connection);
    return undefined;
  }

  unsubscribe(connection: Connection, topic: string): void {
    if (connection.topics.delete(topic)) this.leave(connection, topic);
  }

  /** Topics with subscribers in this process (tests check that nothing is left behind). */
  get topicCount(): number {
    return this.byTopic.size;
  }

  /**
   * Closes every socket (1001 going away: clients reconnect, to another process behind the proxy)
   * and stops. A client that does not answer the close handshake within CLOSE_GRACE_MS is cut, so
   * it cannot hold the server's shutdown open.
   */
  async close(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    const closing = [...this.connections];
    for (const connection of closing) {
      this.remove(connection);
      connection.socket.close(1001, 'server shutting down');
    }
    if (closing.length > 0) {
      await new Promise((resolve) => setTimeout(resolve, CLOSE_GRACE_MS));
      for (const connection of closing) connection.socket.terminate();
    }
    await this.options.fanout.close();
  }

  private leave(connection: Connection, topic: string): void {
    const set = this.byTopic.get(topic);
    set?.delete(connection);
    if (set?.size === 0) this.byTopic.delete(topic);
  }

  /** A socket that did not answer the last ping is dead (a vanished network does not close it). */
  private ping(): void {
    for (const connection of [...this.connections]) {
      if (!connection.alive) {
        this.remove(connection);
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }

  /** Closes signed-in sockets whose session ended (one query for all of them). */
  private async checkSessions(): Promise<void> {
    const signedIn = [...this.connections].filter((c) => c.sessionId !== null);
    if (signedIn.length === 0) return;
    const ids = [...new Set(signedIn.map((c) => c.sessionId as number))];
    let live: Set<number>;
    try {
      live = await this.options.liveSessions(ids);
    } catch (error) {
      this.options.log.warn({ err: error }, 'realtime session check failed');
      return;
    }
    for (const connection of signedIn) {
      if (connection.sessionId === null || live.has(connection.sessionId)) continue;
      connection.send({ type: 'error', code: ERROR_CODES.notLoggedIn });
      this.remove(connection);
      connection.socket.close(REALTIME_CLOSE.sessionEnded, 'session ended');
    }
  }

  private every(ms: number, task: () => void | Promise<void>): void {
    const timer = setInterval(() => void task(), ms);
    timer.unref();
    this.timers.push(timer);
  }
}
