import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A change made through one server process, announced to every process on the same database so
 * their in-memory caches drop what it made stale. `key` narrows the change (a brand id, a key id);
 * undefined means "anything under this topic" and is also what subscribers get after the listening
 * connection was lost, when notifications may have been missed.
 */
export type ChangeListener = (key: string | undefined) => void | Promise<void>;

/**
 * The change-notification bus (docs/architecture.md "Many server processes"). Delivery is at most
 * once and unordered across processes, so it only ever tells a cache to forget: the data itself is
 * always read from the database. The realtime hub builds its cross-process fan-out on the same bus.
 */
export interface ChangeBus {
  /**
   * Delivers to this process's subscribers (resolving once they are done, so the writer's next
   * read sees its change), then to every other process on the database.
   */
  publish(topic: string, key?: string | number): Promise<void>;
  /** Calls `listener` for every change of `topic`; returns the unsubscribe. */
  subscribe(topic: string, listener: ChangeListener): () => void;
  /** Resolves once changes from other processes are heard (the server awaits it before ready). */
  listening(): Promise<void>;
  close(): Promise<void>;
}

/** The one PostgreSQL channel all topics travel on (a channel per topic would need a LISTEN each). */
export const CHANGE_CHANNEL = 'playhub_changes';
/**
 * PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. A key is carried JSON-escaped
 * inside the bus's own envelope, so a producer with more to say publishes an id (the realtime
 * hub bounds its events well below this: REALTIME_LIMITS.maxEventBytes).
 */
export const NOTIFY_PAYLOAD_MAX_BYTES = 7_999;
/** Reconnection waits this long after losing the listening connection, doubling up to the cap. */
const RECONNECT_FIRST_MS = 200;
const RECONNECT_MAX_MS = 5_000;

interface Wire {
  /** The publishing process, which has already delivered to itself. */
  o: string;
  t: string;
  k?: string;
}

/** Subscribers by topic, shared by both implementations. */
class Subscribers {
  private readonly byTopic = new Map<string, Set<ChangeListener>>();

  add(topic: string, listener: ChangeListener): () => void {
    let set = this.byTopic.get(topic);
    if (!set) this.byTopic.set(topic, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Calls every listener of the topic; resolves when all are done (a failing one is skipped). */
  async deliver(topic: string, key: string | undefined): Promise<void> {
    const listeners = [...(this.byTopic.get(topic) ?? [])];
    // A cache that fails to forget must not stop the others; it still has its own expiry or poll.
    await Promise.all(listeners.map(async (listener) => listener(key)).map((done) => done.catch(() => undefined)));
  }

  deliverAll(): void {
    for (const topic of this.byTopic.keys()) void this.deliver(topic, undefined);
  }

  get empty(): boolean {
    return this.byTopic.size === 0;
  }
}

/** PGlite is one process: the bus is an in-process emitter. */
export function localChangeBus(): ChangeBus {
  const subscribers = new Subscribers();
  return {
    publish: (topic, key) => subscribers.deliver(topic, key === undefined ? undefined : String(key)),
    subscribe: (topic, listener) => subscribers.add(topic, listener),
    listening: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}

/**
 * PostgreSQL LISTEN/NOTIFY. NOTIFY goes through the pool (it is delivered when its statement
 * commits); LISTEN needs a connection of its own, opened on the first subscription so a CLI
 * command that only publishes never holds one. A lost listening connection is reopened and every
 * subscriber told to forget everything, since changes made meanwhile were not heard.
 */
export function postgresChangeBus(pool: pg.Pool, connectionString: string): ChangeBus {
  const origin = randomBytes(6).toString('hex');
  const subscribers = new Subscribers();
  let listener: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = RECONNECT_FIRST_MS;
  let closed = false;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== CHANGE_CHANNEL || !message.payload) return;
    let wire: Wire;
    try {
      wire = JSON.parse(message.payload) as Wire;
    } catch {
      return;
    }
    if (wire.o === origin || typeof wire.t !== 'string') return;
    void subscribers.deliver(wire.t, typeof wire.k === 'string' ? wire.k : undefined);
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect(true);
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  };

  const connect = (reconnecting: boolean): Promise<void> => {
    connecting ??= (async () => {
      if (listener || closed) return;
      const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
      client.on('notification', onNotification);
      // A dropped connection may say so with an error, an end, or both: reconnect once either way.
      const lost = () => {
        if (listener !== client) return;
        listener = undefined;
        client.end().catch(() => undefined);
        scheduleReconnect();
      };
      client.on('error', lost);
      client.on('end', lost);
      try {
        await client.connect();
        await client.query(`listen ${CHANGE_CHANNEL}`);
      } catch {
        await client.end().catch(() => undefined);
        scheduleReconnect();
        return;
      }
      if (closed) {
        await client.end().catch(() => undefined);
        return;
      }
      listener = client;
      retryMs = RECONNECT_FIRST_MS;
      if (reconnecting) subscribers.deliverAll();
    })().finally(() => (connecting = undefined));
    return connecting;
  };

  return {
    publish: async (topic, key) => {
      const k = key === undefined ? undefined : String(key);
      await subscribers.deliver(topic, k);
      const wire: Wire = k === undefined ? { o: origin, t: topic } : { o: origin, t: topic, k };
      const payload = JSON.stringify(wire);
      // Said here, in the producer's terms, rather than as the server's "payload string too long".
      if (Buffer.byteLength(payload) > NOTIFY_PAYLOAD_MAX_BYTES)
        throw new Error(
          `change bus: a ${topic} change of ${Buffer.byteLength(payload)} bytes exceeds NOTIFY's payload`,
        );
      await pool.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, payload]);
    },
    subscribe: (topic, listen) => {
      const first = subscribers.empty;
      const unsubscribe = subscribers.add(topic, listen);
      if (first && !listener) void connect(false);
      return unsubscribe;
    },
    listening: async () => {
      if (!listener && !closed) await connect(false);
    },
    close: async () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await connecting;
      await listener?.end().catch(() => undefined);
      listener = undefined;
    },
  };
}
