import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import {
  parseClientFrame,
  REALTIME_CLOSE,
  REALTIME_LIMITS,
  type RealtimeClientFrame,
} from '../../../shared/api/realtime';
import type { AuthOutcome } from './authenticate';
import type { RealtimeHub } from './hub';
import type { HubSocket } from './socket';

/**
 * Frames waiting behind a running auth check (a client may send its subscriptions right after
 * its auth frame, without waiting for ready); a client piling up more is refused.
 */
const MAX_QUEUED_FRAMES = REALTIME_LIMITS.maxSubscriptions + 1;

/** The frame's text, whatever form `ws` handed it over in. */
function textOf(data: Buffer | ArrayBuffer | Buffer[]): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.isBuffer(data) ? data : Buffer.from(data);
}

/**
 * Serves one socket: the first frame must be `auth` (within REALTIME_LIMITS.authTimeoutMs), then
 * subscribe / unsubscribe frames, each answered with an ack or an error frame. A refused frame
 * changes nothing. Frames are handled in order; only the auth check waits on the database.
 */
export function serveSocket(
  hub: RealtimeHub,
  socket: HubSocket,
  authenticate: (frame: Extract<RealtimeClientFrame, { type: 'auth' }>) => Promise<AuthOutcome>,
  log: FastifyBaseLogger,
): void {
  const connection = hub.add(socket);
  let closed = false;
  let queue = Promise.resolve();
  let queued = 0;
  const authTimer = setTimeout(() => {
    if (!connection.authenticated) socket.close(REALTIME_CLOSE.protocol, 'auth frame expected');
  }, REALTIME_LIMITS.authTimeoutMs);
  authTimer.unref();

  socket.on('pong', () => (connection.alive = true));
  socket.on('close', () => {
    closed = true;
    clearTimeout(authTimer);
    hub.remove(connection);
  });
  socket.on('message', (data, isBinary) => {
    const bytes = textOf(data);
    if (bytes.length > REALTIME_LIMITS.maxFrameBytes)
      return connection.send({ type: 'error', code: ERROR_CODES.bodyTooLarge });
    const frame = isBinary ? undefined : parseClientFrame(bytes.toString('utf8'));
    if (!frame) return connection.send({ type: 'error', code: ERROR_CODES.badRequest });
    // Signed in and nothing waiting: answered at once, so a burst of subscriptions is never queued.
    if (connection.authenticated && queued === 0) return handleSignedIn(frame);
    if (queued >= MAX_QUEUED_FRAMES)
      return connection.send({ type: 'error', code: ERROR_CODES.tooManyRequests, op: frame.type });
    queued++;
    queue = queue
      .then(() => (closed ? undefined : handle(frame)))
      .catch((error: unknown) => {
        log.error({ err: error }, 'realtime frame failed');
        socket.close(1011, 'server error');
      })
      .finally(() => queued--);
  });

  async function handle(frame: RealtimeClientFrame): Promise<void> {
    if (!connection.authenticated) {
      if (frame.type !== 'auth') {
        connection.send({ type: 'error', code: ERROR_CODES.badRequest, op: frame.type });
        return socket.close(REALTIME_CLOSE.protocol, 'auth frame expected');
      }
      return signIn(await authenticate(frame));
    }
    handleSignedIn(frame);
  }

  function handleSignedIn(frame: RealtimeClientFrame): void {
    switch (frame.type) {
      case 'auth':
        // One identity per socket: signing in as someone else is a new socket.
        return connection.send({ type: 'error', code: ERROR_CODES.badRequest, op: 'auth' });
      case 'subscribe': {
        const refused = hub.subscribe(connection, frame.topic);
        return connection.send(
          refused
            ? { type: 'error', code: refused, op: 'subscribe', topic: frame.topic }
            : { type: 'ack', op: 'subscribe', topic: frame.topic },
        );
      }
      case 'unsubscribe':
        hub.unsubscribe(connection, frame.topic);
        return connection.send({ type: 'ack', op: 'unsubscribe', topic: frame.topic });
    }
  }

  function signIn(outcome: AuthOutcome): void {
    if (closed) return;
    if (!outcome.ok) {
      connection.send({ type: 'error', code: outcome.code, op: 'auth' });
      const code = outcome.code === ERROR_CODES.notLoggedIn ? REALTIME_CLOSE.sessionEnded : REALTIME_CLOSE.protocol;
      return socket.close(code, 'auth refused');
    }
    if (outcome.memberId !== null && !hub.signIn(connection, outcome.memberId, outcome.sessionId)) {
      connection.send({ type: 'error', code: ERROR_CODES.tooManyRequests, op: 'auth' });
      return socket.close(REALTIME_CLOSE.tooManySockets, 'too many sockets');
    }
    connection.authenticated = true;
    clearTimeout(authTimer);
    connection.send({ type: 'ready', player: outcome.memberId });
  }
}
