// The hub's timing and memory rules with fake sockets and clocks: dead sockets closed by the
// keep-alive, a slow socket dropped instead of buffered for, sessions re-checked, the auth
// deadline, a socket closing while its auth runs, and the goodbye at shutdown.
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localChangeBus } from '../../../src/server/db/change-bus';
import type { AuthOutcome } from '../../../src/server/modules/realtime/authenticate';
import { changeBusFanout } from '../../../src/server/modules/realtime/fanout';
import { RealtimeHub, type HubOptions } from '../../../src/server/modules/realtime/hub';
import { serveSocket } from '../../../src/server/modules/realtime/serve';
import type { HubSocket } from '../../../src/server/modules/realtime/socket';
import {
  playerTopic,
  REALTIME_CLOSE,
  REALTIME_LIMITS,
  type RealtimeServerFrame,
} from '../../../src/shared/api/realtime';

const log = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

/** A socket that records what the hub does to it. */
class FakeSocket implements HubSocket {
  bufferedAmount = 0;
  readonly sent: RealtimeServerFrame[] = [];
  pings = 0;
  closedWith: number | undefined;
  terminated = false;
  private readonly listeners = new Map<string, ((...args: never[]) => void)[]>();

  send(data: string): void {
    this.sent.push(JSON.parse(data) as RealtimeServerFrame);
  }
  ping(): void {
    this.pings++;
  }
  close(code: number): void {
    this.closedWith ??= code;
    this.emit('close');
  }
  terminate(): void {
    this.terminated = true;
    this.emit('close');
  }
  on(event: string, listener: (...args: never[]) => void): void {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }
  frame(value: unknown): void {
    this.emit('message', Buffer.from(JSON.stringify(value)), false);
  }
}

const PING_MS = 1_000;
const CHECK_MS = 5_000;

describe('realtime hub (fake sockets and clock)', () => {
  let hub: RealtimeHub;
  let live: Set<number>;
  const makeHub = (overrides: Partial<HubOptions> = {}) => {
    hub = new RealtimeHub({
      fanout: changeBusFanout(localChangeBus()),
      log,
      // Fake sockets answer no pings by themselves: only the keep-alive test pings within its run.
      pingMs: 3_600_000,
      sessionCheckMs: CHECK_MS,
      maxSocketsPerPlayer: 2,
      maxBuffered: 1_000,
      liveSessions: (ids) => Promise.resolve(new Set(ids.filter((id) => live.has(id)))),
      ...overrides,
    });
    hub.start();
    return hub;
  };
  /** Connects a fake socket; `who` decides what its auth frame proves. */
  const connect = async (who: AuthOutcome = { ok: true, memberId: null, sessionId: null }) => {
    const socket = new FakeSocket();
    serveSocket(hub, socket, () => Promise.resolve(who), log);
    socket.frame({ type: 'auth', token: who.ok && who.memberId !== null ? 'token' : '' });
    await vi.waitFor(() => expect(socket.sent[0]).toBeDefined());
    return socket;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    live = new Set([11]);
  });
  afterEach(async () => {
    const closing = hub.close();
    await vi.runAllTimersAsync();
    await closing;
    vi.useRealTimers();
  });

  it('pings every period and terminates a socket that missed a pong', async () => {
    makeHub({ pingMs: PING_MS });
    const answering = await connect();
    const silent = await connect();
    silent.frame({ type: 'subscribe', topic: 'lottery:A' });
    await vi.advanceTimersByTimeAsync(PING_MS);
    expect([answering.pings, silent.pings]).toEqual([1, 1]);
    answering.emit('pong');
    await vi.advanceTimersByTimeAsync(PING_MS);
    expect(answering.terminated).toBe(false);
    expect(answering.pings).toBe(2);
    expect(silent.terminated).toBe(true);
    expect(hub.topicCount).toBe(0);
  });

  it('drops a socket whose send buffer is past the bound instead of queueing more', async () => {
    makeHub();
    const slow = await connect();
    const fast = await connect();
    for (const socket of [slow, fast]) socket.frame({ type: 'subscribe', topic: 'lottery:A' });
    await vi.waitFor(() => expect(fast.sent).toHaveLength(2));
    slow.bufferedAmount = 990;
    hub.publish('lottery:A', 'tick', { n: 1 });
    await vi.waitFor(() => expect(fast.sent).toHaveLength(3));
    expect(slow.terminated).toBe(true);
    expect(slow.sent.filter((f) => f.type === 'event')).toEqual([]);
    // Gone from its topic: the next event costs it nothing.
    hub.publish('lottery:A', 'tick', { n: 2 });
    await vi.waitFor(() => expect(fast.sent).toHaveLength(4));
    expect(slow.sent.filter((f) => f.type === 'event')).toEqual([]);
  });

  it("closes a signed-in socket when its session ends, and leaves visitors' sockets", async () => {
    makeHub();
    const player = await connect({ ok: true, memberId: 7, sessionId: 11 });
    const visitor = await connect();
    await vi.advanceTimersByTimeAsync(CHECK_MS);
    expect(player.closedWith).toBeUndefined();
    live.delete(11);
    await vi.advanceTimersByTimeAsync(CHECK_MS);
    expect(player.sent.at(-1)).toEqual({ type: 'error', code: 'login.not.session' });
    expect(player.closedWith).toBe(REALTIME_CLOSE.sessionEnded);
    expect(visitor.closedWith).toBeUndefined();
  });

  it('closes a socket that sends no auth frame in time', async () => {
    makeHub();
    const socket = new FakeSocket();
    serveSocket(hub, socket, () => Promise.resolve({ ok: true, memberId: null, sessionId: null }), log);
    await vi.advanceTimersByTimeAsync(REALTIME_LIMITS.authTimeoutMs - 1);
    expect(socket.closedWith).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.closedWith).toBe(REALTIME_CLOSE.protocol);
  });

  it('does not count a socket that closed while its auth was checked', async () => {
    makeHub({ maxSocketsPerPlayer: 1 });
    let finish: (outcome: AuthOutcome) => void = () => undefined;
    const gone = new FakeSocket();
    serveSocket(hub, gone, () => new Promise((resolve) => (finish = resolve)), log);
    gone.frame({ type: 'auth', token: 'token' });
    // The check is running when the socket goes.
    await vi.advanceTimersByTimeAsync(0);
    gone.close(1000);
    finish({ ok: true, memberId: 7, sessionId: 11 });
    await vi.advanceTimersByTimeAsync(0);
    expect(gone.sent).toEqual([]);
    // The player's one place is still free.
    const next = await connect({ ok: true, memberId: 7, sessionId: 11 });
    expect(next.sent[0]).toEqual({ type: 'ready', player: 7 });
  });

  it('says goodbye (1001) to every socket at shutdown and cuts those that do not answer', async () => {
    makeHub();
    const player = await connect({ ok: true, memberId: 7, sessionId: 11 });
    player.frame({ type: 'subscribe', topic: playerTopic(7) });
    await vi.waitFor(() => expect(player.sent).toHaveLength(2));
    const closing = hub.close();
    expect(player.closedWith).toBe(1001);
    await vi.runAllTimersAsync();
    await closing;
    expect(player.terminated).toBe(true);
    expect(hub.topicCount).toBe(0);
  });
});
