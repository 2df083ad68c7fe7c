// The realtime hub through the real app (docs/architecture.md "Realtime hub"): who may join which
// topic, refused frames changing nothing, the limits, delivery to subscribers only, unsubscribe,
// reconnecting, and the wallet's balance event reaching the player's open page.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, memberSessions } from '../../src/server/db/schema';
import { liveSessions } from '../../src/server/modules/realtime/sessions';
import { playerTopic, REALTIME_CLOSE, REALTIME_LIMITS, REALTIME_PATH } from '../../src/shared/api/realtime';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { call, createMember, DEMO_AGENT, tokenOf } from './auth-client';
import { framesBefore, listenForSockets, openSocket, signedInSocket, subscribe } from './realtime-support';

const skip = await skipReason();

describe.skipIf(skip)('realtime hub', () => {
  let server: TestServer;
  let url: string;
  let n = 0;
  beforeAll(async () => {
    server = await startTestServer();
    url = await listenForSockets(server.app);
  });
  afterAll(() => server?.close());

  /** A new member of the demo brand, signed in: its token and id. */
  const member = async () => {
    const username = `rt${++n}${Date.now().toString(36)}`;
    const id = await createMember(server, { username, password: 'Member-pass-1' });
    return { id, username, token: await tokenOf(server, { username, password: 'Member-pass-1' }) };
  };

  it('answers a plain GET of the endpoint in the envelope, telling it to upgrade', async () => {
    const res = await server.inject({ method: 'GET', url: REALTIME_PATH });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'request_param_err' });
  });

  it('lets a visitor join public topics only and delivers their events', async () => {
    const { socket, player } = await signedInSocket(url, '');
    expect(player).toBeNull();
    expect(await subscribe(socket, 'lottery:XSMB')).toEqual({ type: 'ack', op: 'subscribe', topic: 'lottery:XSMB' });
    expect(await subscribe(socket, playerTopic(1))).toMatchObject({ type: 'error', code: 'login.not.session' });
    server.app.realtime.publish('lottery:XSMB', 'draw.countdown', { secondsLeft: 30 });
    expect(await socket.next((f) => f.type === 'event')).toEqual({
      type: 'event',
      topic: 'lottery:XSMB',
      event: 'draw.countdown',
      data: { secondsLeft: 30 },
    });
    socket.close();
  });

  it('lets a player join only its own player topic', async () => {
    const me = await member();
    const other = await member();
    const { socket, player } = await signedInSocket(url, me.token);
    expect(player).toBe(me.id);
    expect(await subscribe(socket, playerTopic(me.id))).toMatchObject({ type: 'ack' });
    expect(await subscribe(socket, playerTopic(other.id))).toMatchObject({ type: 'error', code: 'forbidden' });
    server.app.realtime.publish(playerTopic(other.id), 'secret', { for: other.id });
    server.app.realtime.publish(playerTopic(me.id), 'mine', {});
    const received = await socket.next((f) => f.type === 'event');
    expect(received).toMatchObject({ event: 'mine', topic: playerTopic(me.id) });
    expect(socket.frames.some((f) => f.type === 'event' && f.event === 'secret')).toBe(false);
    socket.close();
  });

  it('refuses topics outside the allow-list', async () => {
    const { socket } = await signedInSocket(url, '');
    for (const topic of ['secret:x', 'lottery:', `lottery:${'x'.repeat(33)}`, 'lottery:a b', 'player:0', 'player:01'])
      expect(await subscribe(socket, topic), topic).toMatchObject({ type: 'error', code: 'forbidden' });
    expect(() => server.app.realtime.publish('secret:x', 'e', {})).toThrow(/not a topic/);
    socket.close();
  });

  it('refuses a bad token and closes the socket as session ended', async () => {
    const socket = await openSocket(url);
    socket.send({ type: 'auth', token: 'not-a-session' });
    expect(await socket.next((f) => f.type === 'error')).toMatchObject({ code: 'login.not.session', op: 'auth' });
    expect(await socket.closed).toBe(REALTIME_CLOSE.sessionEnded);
  });

  it('wants the auth frame first', async () => {
    const socket = await openSocket(url);
    socket.send({ type: 'subscribe', topic: 'lottery:XSMB' });
    expect(await socket.next((f) => f.type === 'error')).toMatchObject({ code: 'request_param_err', op: 'subscribe' });
    expect(await socket.closed).toBe(REALTIME_CLOSE.protocol);
  });

  it('answers bad and oversized frames with an error and changes nothing', async () => {
    const { socket } = await signedInSocket(url, '');
    expect(await subscribe(socket, 'lottery:MARK')).toMatchObject({ type: 'ack' });
    const errors = () => socket.next((f) => f.type === 'error');
    socket.sendRaw('not json');
    expect(await errors()).toMatchObject({ code: 'request_param_err' });
    socket.send({ type: 'join', topic: 'lottery:XSMB' });
    expect(await errors()).toMatchObject({ code: 'request_param_err' });
    socket.send({ type: 'subscribe', topic: 42 });
    expect(await errors()).toMatchObject({ code: 'request_param_err' });
    socket.sendRaw(Buffer.from(JSON.stringify({ type: 'subscribe', topic: 'lottery:XSMB' })), true);
    expect(await errors()).toMatchObject({ code: 'request_param_err' });
    socket.send({ type: 'subscribe', topic: 'lottery:XSMB', pad: 'x'.repeat(REALTIME_LIMITS.maxFrameBytes) });
    expect(await errors()).toMatchObject({ code: 'request_body_too_large' });
    // None of them subscribed: an event on the topic does not arrive before the marker.
    server.app.realtime.publish('lottery:XSMB', 'leak', {});
    expect(await framesBefore(server.app, socket, 'lottery:MARK')).toEqual([]);
    socket.close();
  });

  it(`limits a socket to ${REALTIME_LIMITS.maxSubscriptions} topics`, async () => {
    const { socket } = await signedInSocket(url, '');
    for (let i = 0; i < REALTIME_LIMITS.maxSubscriptions; i++)
      expect(await subscribe(socket, `lottery:G${i}`)).toMatchObject({ type: 'ack' });
    expect(await subscribe(socket, 'lottery:ONEMORE')).toMatchObject({ type: 'error', code: 'TOO_MANY_REQUESTS' });
    // A topic already held is no new subscription.
    expect(await subscribe(socket, 'lottery:G0')).toMatchObject({ type: 'ack' });
    server.app.realtime.publish('lottery:ONEMORE', 'leak', {});
    expect(await framesBefore(server.app, socket, 'lottery:G1')).toEqual([]);
    socket.close();
    await socket.closed;
  });

  it('takes a pipelined burst: auth and every subscription at once, no waiting for answers', async () => {
    const socket = await openSocket(url);
    socket.send({ type: 'auth', token: '' });
    const topics = Array.from({ length: REALTIME_LIMITS.maxSubscriptions + 1 }, (_, i) => `lottery:B${i}`);
    for (const topic of topics) socket.send({ type: 'subscribe', topic });
    await socket.next((f) => f.type === 'error');
    expect(socket.frames[0]).toEqual({ type: 'ready', player: null });
    expect(socket.frames.slice(1, -1)).toEqual(
      topics.slice(0, -1).map((topic) => ({ type: 'ack', op: 'subscribe', topic })),
    );
    expect(socket.frames.at(-1)).toMatchObject({ code: 'TOO_MANY_REQUESTS', topic: topics.at(-1) });
    // Signed in, a burst is answered frame by frame as well.
    for (const topic of topics) socket.send({ type: 'unsubscribe', topic });
    await socket.next((f) => f.type === 'ack' && f.op === 'unsubscribe' && f.topic === topics.at(-1));
    expect(socket.frames.filter((f) => f.type === 'ack' && f.op === 'unsubscribe')).toHaveLength(topics.length);
    socket.close();
  });

  it('limits the sockets of one player', async () => {
    const me = await member();
    const sockets = [];
    for (let i = 0; i < 8; i++) sockets.push((await signedInSocket(url, me.token)).socket);
    const extra = await openSocket(url);
    extra.send({ type: 'auth', token: me.token });
    expect(await extra.next((f) => f.type === 'error')).toMatchObject({ code: 'TOO_MANY_REQUESTS', op: 'auth' });
    expect(await extra.closed).toBe(REALTIME_CLOSE.tooManySockets);
    // A closed socket frees its place.
    sockets[0]?.close();
    await sockets[0]?.closed;
    const again = await signedInSocket(url, me.token);
    expect(again.player).toBe(me.id);
    for (const socket of [...sockets, again.socket]) socket.close();
  });

  it('delivers to subscribers only, stops after unsubscribe, and forgets empty topics', async () => {
    const before = server.app.realtime.topicCount;
    const a = (await signedInSocket(url, '')).socket;
    const b = (await signedInSocket(url, '')).socket;
    await subscribe(a, 'lottery:ONE');
    await subscribe(b, 'lottery:TWO');
    server.app.realtime.publish('lottery:ONE', 'result', { n: 1 });
    expect(await a.next((f) => f.type === 'event')).toMatchObject({ event: 'result', data: { n: 1 } });
    expect(await framesBefore(server.app, b, 'lottery:TWO')).toEqual([]);

    a.send({ type: 'unsubscribe', topic: 'lottery:ONE' });
    expect(await a.next((f) => f.type === 'ack')).toEqual({ type: 'ack', op: 'unsubscribe', topic: 'lottery:ONE' });
    await subscribe(a, 'lottery:MARKA');
    server.app.realtime.publish('lottery:ONE', 'result', { n: 2 });
    expect(await framesBefore(server.app, a, 'lottery:MARKA')).toEqual([]);

    a.close();
    b.close();
    await Promise.all([a.closed, b.closed]);
    await expect.poll(() => server.app.realtime.topicCount).toBe(before);
  });

  it('serves a reconnecting client as new: it subscribes again and hears events again', async () => {
    const first = (await signedInSocket(url, '')).socket;
    await subscribe(first, 'lottery:RE');
    first.close();
    await first.closed;
    const second = (await signedInSocket(url, '')).socket;
    await subscribe(second, 'lottery:RE');
    server.app.realtime.publish('lottery:RE', 'result', {});
    expect(await second.next((f) => f.type === 'event')).toMatchObject({ topic: 'lottery:RE' });
    second.close();
  });

  it('refuses events over the size limit at the publisher', () => {
    expect(() =>
      server.app.realtime.publish('lottery:XSMB', 'big', { text: 'x'.repeat(REALTIME_LIMITS.maxEventBytes) }),
    ).toThrow(/bytes/);
  });

  it("pushes balance.changed to a downline's open page when its agent transfers to it", async () => {
    const agent = await tokenOf(server, DEMO_AGENT, { loginPath: 'agent' });
    const player = await signedInSocket(
      url,
      await tokenOf(server, { username: 'demoplayer', password: 'Demo-player-2026' }),
    );
    expect(await subscribe(player.socket, playerTopic(player.player ?? 0))).toMatchObject({ type: 'ack' });
    const res = await call(server, {
      method: 'POST',
      url: '/wps/agent/transfer/downline',
      token: agent,
      payload: { username: 'demoplayer', amount: '0.5', requestId: `rt-down-${Date.now()}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await player.socket.next((f) => f.type === 'event')).toEqual({
      type: 'event',
      topic: playerTopic(player.player ?? 0),
      event: 'balance.changed',
      data: {},
    });
    player.socket.close();
  });

  it("re-checks sessions as the hub does: a logout or a disabled member ends a socket's session", async () => {
    const db = server.database.db;
    const sessionOf = async (memberId: number) =>
      (await db.select({ id: memberSessions.id }).from(memberSessions).where(eq(memberSessions.memberId, memberId)))
        .map((row) => row.id)
        .at(-1) ?? 0;
    const leaving = await member();
    const disabled = await member();
    const staying = await member();
    const ids = await Promise.all([leaving, disabled, staying].map((m) => sessionOf(m.id)));
    expect(await liveSessions(db, ids, new Date())).toEqual(new Set(ids));
    expect(
      (await call(server, { method: 'DELETE', url: '/wps/session/logout', token: leaving.token })).statusCode,
    ).toBe(200);
    await db.update(members).set({ disabled: true }).where(eq(members.id, disabled.id));
    expect(await liveSessions(db, ids, new Date())).toEqual(new Set([ids[2]]));
    // Past its idle end nobody's session is live, though nothing was written.
    expect(await liveSessions(db, ids, new Date(Date.now() + 24 * 3_600_000))).toEqual(new Set());
  });

  it('publishes no balance event for a refused transfer', async () => {
    const me = await member();
    const { socket } = await signedInSocket(url, me.token);
    await subscribe(socket, playerTopic(me.id));
    const res = await call(server, {
      method: 'POST',
      url: '/wps/member/transfer/upline',
      token: me.token,
      payload: { amount: '1', requestId: 'rt-up-none' },
    });
    expect(res.statusCode).not.toBe(200);
    expect(await framesBefore(server.app, socket, playerTopic(me.id))).toEqual([]);
    socket.close();
  });
});
