// A realtime hub client for the server suites: a real WebSocket (the `ws` package) to a listening
// app, its frames collected in order, and waits for a frame or for the socket's close. (The
// plugin's injectWS pipes never end, so a closed socket would linger on the server for 30 s.)
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { REALTIME_PATH, type RealtimeServerFrame } from '../../src/shared/api/realtime';

/** What the suites use of a `ws` client socket (its types are not installed, hence require). */
interface WsClient {
  send(data: string | Buffer, options?: { binary: boolean }): void;
  close(): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  on(event: 'open', listener: () => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
}

const { WebSocket } = createRequire(import.meta.url)('ws') as {
  WebSocket: new (url: string, options: { headers: Record<string, string> }) => WsClient;
};

/** Makes the app listen on a free port of the loopback; returns the hub's ws:// URL. */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return `${base.replace(/^http/, 'ws')}${REALTIME_PATH}`;
}

export interface TestSocket {
  /** Every frame received so far, in order. */
  readonly frames: RealtimeServerFrame[];
  send(frame: unknown): void;
  sendRaw(data: string | Buffer, binary?: boolean): void;
  /** The first frame (from `from` on) matching, waiting up to `timeoutMs`; its index is remembered. */
  next(match: (frame: RealtimeServerFrame) => boolean, timeoutMs?: number): Promise<RealtimeServerFrame>;
  /** Resolves with the close code. */
  readonly closed: Promise<number>;
  close(): void;
}

/** Opens a socket to the hub at `url` (headers of the upgrade request, e.g. Merchant, optional). */
export async function openSocket(url: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  const frames: RealtimeServerFrame[] = [];
  const waiters = new Set<() => void>();
  let resolveClosed: (code: number) => void = () => undefined;
  const closed = new Promise<number>((resolve) => (resolveClosed = resolve));
  const ws = new WebSocket(url, { headers });
  await new Promise<void>((resolve, reject) => {
    ws.on('open', resolve);
    ws.on('error', reject);
  });
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString('utf8')) as RealtimeServerFrame);
    for (const wake of [...waiters]) wake();
  });
  ws.on('close', (code) => {
    resolveClosed(code);
    for (const wake of [...waiters]) wake();
  });
  let seen = 0;
  return {
    frames,
    closed,
    send: (frame) => ws.send(JSON.stringify(frame)),
    sendRaw: (data, binary = false) => ws.send(data, { binary }),
    close: () => ws.close(),
    next: (match, timeoutMs = 3_000) =>
      new Promise((resolve, reject) => {
        const look = () => {
          const index = frames.findIndex((frame, i) => i >= seen && match(frame));
          if (index < 0) return false;
          seen = index + 1;
          waiters.delete(look);
          clearTimeout(timer);
          resolve(frames[index] as RealtimeServerFrame);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(frames.slice(seen))}`));
        }, timeoutMs);
        if (!look()) waiters.add(look);
      }),
  };
}

/** Opens a socket and signs it in (an empty token: a visitor); resolves once the hub answered ready. */
export async function signedInSocket(
  url: string,
  token: string,
): Promise<{ socket: TestSocket; player: number | null }> {
  const socket = await openSocket(url);
  socket.send({ type: 'auth', token });
  const ready = await socket.next((frame) => frame.type === 'ready' || frame.type === 'error');
  if (ready.type !== 'ready') throw new Error(`auth refused: ${JSON.stringify(ready)}`);
  return { socket, player: ready.player };
}

/** Subscribes and waits for the answer (ack or error). */
export async function subscribe(socket: TestSocket, topic: string): Promise<RealtimeServerFrame> {
  socket.send({ type: 'subscribe', topic });
  return socket.next((frame) => (frame.type === 'ack' || frame.type === 'error') && frame.topic === topic);
}

/**
 * Proves a socket got nothing before a marker: publishes `marker` on a topic the socket holds, and
 * returns the frames that arrived before it (a topic's events reach a socket in publish order).
 */
export async function framesBefore(
  app: FastifyInstance,
  socket: TestSocket,
  markerTopic: string,
): Promise<RealtimeServerFrame[]> {
  const start = socket.frames.length;
  app.realtime.publish(markerTopic, 'marker', {});
  const marker = await socket.next((frame) => frame.type === 'event' && frame.event === 'marker');
  return socket.frames.slice(start, socket.frames.indexOf(marker));
}
