// The renderer's realtime client against fake sockets and a fake clock: lazy connection, the token
// in the first frame, subscriptions sent after ready, events to the topic's handlers, reconnecting
// with growing waits and subscribing again, a refused session falling back to a visitor, and a new
// token replacing the socket.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RealtimeClient,
  realtimeUrl,
  RESYNC_EVENT,
  type SocketLike,
} from '../../../../src/renderer/api/realtimeClient';
import type { RealtimeClientFrame, RealtimeServerFrame } from '../../../../src/shared/api/realtime';

class FakeSocket implements SocketLike {
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onclose: ((close: { code: number }) => void) | null = null;
  readonly sent: RealtimeClientFrame[] = [];
  closedWith: number | undefined;
  send(data: string): void {
    this.sent.push(JSON.parse(data) as RealtimeClientFrame);
  }
  close(code?: number): void {
    this.closedWith = code;
  }
  /** The server's side. */
  open(): void {
    this.onopen?.();
  }
  receive(frame: RealtimeServerFrame): void {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006): void {
    this.onclose?.({ code });
  }
}

describe('realtime client', () => {
  let sockets: FakeSocket[];
  let token: string;
  const latest = () => sockets.at(-1) as FakeSocket;
  const client = () =>
    new RealtimeClient({
      url: 'ws://site/wps/realtime',
      token: () => token,
      merchant: () => 'demo',
      open: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
      firstDelayMs: 1_000,
      maxDelayMs: 8_000,
      // No jitter: waits are exactly half of the base plus half of it.
      random: () => 1,
    });
  /** Opens the latest socket and answers its auth as the hub would. */
  const accept = (player: number | null = null) => {
    latest().open();
    latest().receive({ type: 'ready', player });
  };

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    token = 'tok-1';
  });
  afterEach(() => vi.useRealTimers());

  it('connects on the first subscription only, signs in first, then subscribes', () => {
    const hub = client();
    expect(sockets).toHaveLength(0);
    hub.subscribe('player:7', () => undefined);
    hub.subscribe('lottery:XSMB', () => undefined);
    expect(sockets).toHaveLength(1);
    accept(7);
    expect(latest().sent).toEqual([
      { type: 'auth', token: 'tok-1', merchant: 'demo' },
      { type: 'subscribe', topic: 'player:7' },
      { type: 'subscribe', topic: 'lottery:XSMB' },
    ]);
  });

  it("hands events to their topic's handlers only, and stops after unsubscribe", () => {
    const hub = client();
    const mine = vi.fn();
    const other = vi.fn();
    const stop = hub.subscribe('lottery:A', mine);
    hub.subscribe('lottery:B', other);
    accept();
    latest().receive({ type: 'event', topic: 'lottery:A', event: 'draw.result', data: { n: 1 } });
    expect(mine).toHaveBeenCalledWith('draw.result', { n: 1 });
    expect(other).not.toHaveBeenCalled();
    stop();
    expect(latest().sent.at(-1)).toEqual({ type: 'unsubscribe', topic: 'lottery:A' });
    latest().receive({ type: 'event', topic: 'lottery:A', event: 'draw.result', data: { n: 2 } });
    expect(mine).toHaveBeenCalledTimes(1);
  });

  it('closes the socket with the last subscription', () => {
    const hub = client();
    const stop = hub.subscribe('lottery:A', () => undefined);
    accept();
    stop();
    expect(latest().closedWith).toBe(1000);
    latest().drop(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('reconnects after a drop with doubling waits, subscribes again and tells handlers to resync', () => {
    const hub = client();
    const handler = vi.fn();
    hub.subscribe('lottery:A', handler);
    accept();
    latest().drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    // Failing again: 2 s, then 4 s.
    latest().drop();
    vi.advanceTimersByTime(1_999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    accept();
    expect(latest().sent).toEqual([
      { type: 'auth', token: 'tok-1', merchant: 'demo' },
      { type: 'subscribe', topic: 'lottery:A' },
    ]);
    expect(handler).not.toHaveBeenCalled();
    latest().receive({ type: 'ack', op: 'subscribe', topic: 'lottery:A' });
    expect(handler).toHaveBeenCalledWith(RESYNC_EVENT, undefined);
    // A success resets the waits: the next drop waits 1 s again.
    latest().drop();
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(4);
  });

  it('connects as a visitor after the hub ended its session, until the token changes', () => {
    const hub = client();
    hub.subscribe('lottery:A', () => undefined);
    accept(7);
    latest().drop(4401);
    vi.advanceTimersByTime(1_000);
    latest().open();
    expect(latest().sent[0]).toEqual({ type: 'auth', token: '', merchant: 'demo' });
    latest().receive({ type: 'ready', player: null });
    // A new login: the next subscription replaces the visitor's socket at once.
    token = 'tok-2';
    hub.subscribe('player:7', () => undefined);
    expect(sockets.at(-2)?.closedWith).toBe(1000);
    latest().open();
    expect(latest().sent[0]).toEqual({ type: 'auth', token: 'tok-2', merchant: 'demo' });
  });

  it('waits longest after being refused for too many sockets', () => {
    const hub = client();
    hub.subscribe('player:7', () => undefined);
    accept(7);
    latest().drop(4429);
    vi.advanceTimersByTime(7_999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it('finds the hub next to the API', () => {
    expect(realtimeUrl('', { protocol: 'https:', host: 'play.example.com' })).toBe(
      'wss://play.example.com/wps/realtime',
    );
    expect(realtimeUrl('http://127.0.0.1:8080/', { protocol: 'app:', host: 'bundle' })).toBe(
      'ws://127.0.0.1:8080/wps/realtime',
    );
  });
});
