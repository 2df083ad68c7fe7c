import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ChangeBus } from '../../db/change-bus';

/**
 * How a published event reaches the hubs of every server process on the site, this one
 * included. A message is `<topic>\n<event frame JSON>`: receivers route on the topic without
 * parsing the frame, and send the frame to their sockets as it is. Delivery is at most once and
 * unordered across processes (like the change bus): events are hints, data is read over REST.
 */
export interface Fanout {
  /** Delivers to this process's hub at once, then to the others. Rejects when the transport failed. */
  publish(message: string): Promise<void>;
  /** Starts delivering messages (this process's and the others') to `receive`. */
  start(receive: (message: string) => void): void;
  /** Resolves once messages from other processes are heard (the server awaits it before ready). */
  listening(): Promise<void>;
  close(): Promise<void>;
}

/** The change-bus topic realtime messages travel on. */
export const REALTIME_BUS_TOPIC = 'realtime';

/**
 * Over the database's change bus: PostgreSQL LISTEN/NOTIFY on the bus's one listening connection
 * (no second LISTEN), or in process on PGlite. The bus delivers a publish to this process's
 * subscribers before it notifies the others, so local sockets hear it even when NOTIFY fails.
 */
export function changeBusFanout(changes: ChangeBus): Fanout {
  let unsubscribe: (() => void) | undefined;
  return {
    publish: (message) => changes.publish(REALTIME_BUS_TOPIC, message),
    start: (receive) => {
      // An undefined key is the bus saying "you may have missed changes" after a lost connection:
      // nothing to deliver (clients refetch what they show when their own socket reconnects).
      unsubscribe = changes.subscribe(REALTIME_BUS_TOPIC, (key) => {
        if (key !== undefined) receive(key);
      });
    },
    // The bus's own listening() is awaited by the app already.
    listening: () => Promise.resolve(),
    close: () => {
      unsubscribe?.();
      return Promise.resolve();
    },
  };
}

/** How long start-up waits for the Redis subscription before going on without it (it keeps retrying). */
const REDIS_READY_WAIT_MS = 5_000;

/**
 * Over Redis pub/sub (REDIS_URL): one publishing and one subscribed connection per process.
 * Messages carry the publishing process's id, which delivers to itself directly (so a Redis
 * outage never silences this process's own sockets) and skips its own copy from Redis. ioredis
 * reconnects by itself and subscribes again; messages published meanwhile are lost (at most once),
 * and the publisher keeps no offline queue, so an outage never grows memory.
 */
export function redisFanout(url: string, channel: string, onError: (error: Error) => void): Fanout {
  const origin = randomBytes(6).toString('hex');
  const publisher = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  // ioredis reports every failed (re)connection as an error event; unhandled it would crash the process.
  publisher.on('error', onError);
  subscriber.on('error', onError);
  let deliver: (message: string) => void = () => undefined;
  let subscribed: Promise<unknown> = Promise.resolve();
  return {
    publish: async (message) => {
      deliver(message);
      await publisher.publish(channel, `${origin}\n${message}`);
    },
    start: (receive) => {
      deliver = receive;
      subscriber.on('message', (from: string, wire: string) => {
        const cut = wire.indexOf('\n');
        if (from !== channel || cut < 0 || wire.slice(0, cut) === origin) return;
        receive(wire.slice(cut + 1));
      });
      subscribed = subscriber.subscribe(channel).catch(onError);
    },
    listening: async () => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, REDIS_READY_WAIT_MS)));
      await Promise.race([subscribed, late]);
      clearTimeout(timer);
    },
    close: () => {
      publisher.disconnect();
      subscriber.disconnect();
      return Promise.resolve();
    },
  };
}
