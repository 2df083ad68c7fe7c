// The realtime hub across server processes: two apps on one PostgreSQL database hear each other's
// events over LISTEN/NOTIFY (the change bus), events at the size limit fit NOTIFY's payload even
// when escaping doubles them, and with REDIS_URL the apps fan out over Redis pub/sub instead, each
// site on its own channel.
import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerTopic, REALTIME_LIMITS } from '../../src/shared/api/realtime';
import { skipReason, startTestServer, TEST_DATABASE, type TestServer } from '../fixtures/server';
import { createMember, tokenOf } from './auth-client';
import { framesBefore, listenForSockets, signedInSocket, subscribe } from './realtime-support';

const skip = await skipReason();
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Why the Redis suite cannot run here (null when it can); in CI Redis is provided, so its absence fails. */
async function redisUnavailable(): Promise<string | null> {
  const { hostname, port } = new URL(REDIS_URL);
  const reason = await new Promise<string | null>((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(2_000, () => (socket.destroy(), resolve('timed out')));
    socket.once('connect', () => (socket.end(), resolve(null)));
    socket.once('error', (error) => resolve(error.message));
  });
  if (reason && process.env.CI === 'true') throw new Error(`CI must run the Redis fan-out suite: ${reason}`);
  if (reason) console.warn(`[realtime redis] skipping: Redis is not reachable at ${REDIS_URL}: ${reason}`);
  return reason;
}

/** An event frame of `data` whose JSON is as long as the hub allows. */
function eventAtLimit(topic: string, event: string): { quotes: string } {
  const frameOf = (quotes: string) => JSON.stringify({ type: 'event', topic, event, data: { quotes } });
  // Quotes are the worst case for NOTIFY: 2 bytes each in the frame, 4 once the bus escapes the frame.
  let quotes = '';
  while (Buffer.byteLength(frameOf(`${quotes}"`)) <= REALTIME_LIMITS.maxEventBytes) quotes += '"';
  return { quotes };
}

describe.skipIf(skip || TEST_DATABASE !== 'postgres')('realtime fan-out over PostgreSQL LISTEN/NOTIFY', () => {
  let server: TestServer;
  let other: FastifyInstance;
  let urlA: string;
  let urlB: string;
  beforeAll(async () => {
    server = await startTestServer();
    other = await server.another();
    urlA = await listenForSockets(server.app);
    urlB = await listenForSockets(other);
  });
  afterAll(() => server?.close());

  it("delivers one process's event to another process's subscribers", async () => {
    const { socket } = await signedInSocket(urlB, '');
    await subscribe(socket, 'lottery:XPROC');
    server.app.realtime.publish('lottery:XPROC', 'draw.result', { numbers: [1, 2, 3] });
    expect(await socket.next((f) => f.type === 'event')).toEqual({
      type: 'event',
      topic: 'lottery:XPROC',
      event: 'draw.result',
      data: { numbers: [1, 2, 3] },
    });
    socket.close();
  });

  it("reaches a player's sockets on both processes, and no one else", async () => {
    const username = `rtx${Date.now().toString(36)}`;
    const id = await createMember(server, { username, password: 'Member-pass-1' });
    const token = await tokenOf(server, { username, password: 'Member-pass-1' });
    const onA = await signedInSocket(urlA, token);
    const onB = await signedInSocket(urlB, token);
    const visitor = (await signedInSocket(urlB, '')).socket;
    await subscribe(visitor, 'lottery:XMARK');
    for (const { socket } of [onA, onB]) await subscribe(socket, playerTopic(id));
    other.realtime.publish(playerTopic(id), 'balance.changed', {});
    for (const { socket } of [onA, onB])
      expect(await socket.next((f) => f.type === 'event')).toMatchObject({ topic: playerTopic(id) });
    expect(await framesBefore(other, visitor, 'lottery:XMARK')).toEqual([]);
    for (const socket of [onA.socket, onB.socket, visitor]) socket.close();
  });

  it('carries an event of the largest allowed size through NOTIFY, escaping and all', async () => {
    const { socket } = await signedInSocket(urlB, '');
    await subscribe(socket, 'lottery:XBIG');
    const data = eventAtLimit('lottery:XBIG', 'big');
    server.app.realtime.publish('lottery:XBIG', 'big', data);
    expect(await socket.next((f) => f.type === 'event')).toMatchObject({ event: 'big', data });
    socket.close();
  });

  it("says which change was too long for NOTIFY, after this process's own subscribers had it", async () => {
    const heard: (string | undefined)[] = [];
    const stop = server.database.changes.subscribe('oversized', (key) => void heard.push(key));
    await expect(server.database.changes.publish('oversized', 'x'.repeat(8_000))).rejects.toThrow(
      /oversized change of \d+ bytes exceeds NOTIFY's payload/,
    );
    expect(heard).toHaveLength(1);
    stop();
  });
});

const redisSkip = skip ?? (await redisUnavailable());

describe.skipIf(redisSkip)('realtime fan-out over Redis (REDIS_URL)', () => {
  // A channel of this run only, so parallel runs (and the two database projects) never cross.
  const channel = `playhub:test:${randomBytes(6).toString('hex')}`;
  const servers: TestServer[] = [];
  let urls: string[] = [];
  beforeAll(async () => {
    // Two apps, each on its own database: only Redis connects them (on PostgreSQL their change
    // buses are separate databases too, so nothing else could carry the event).
    for (const env of [{ REDIS_CHANNEL: channel }, { REDIS_CHANNEL: channel }, { REDIS_CHANNEL: `${channel}:other` }])
      servers.push(await startTestServer({ env: { REDIS_URL, ...env } }));
    urls = await Promise.all(servers.map((s) => listenForSockets(s.app)));
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
  });

  it("delivers one app's event to another app's subscribers on the same channel only", async () => {
    const [a] = servers;
    if (!a) throw new Error('a server expected');
    const onB = (await signedInSocket(urls[1] ?? '', '')).socket;
    const onOther = (await signedInSocket(urls[2] ?? '', '')).socket;
    await subscribe(onB, 'lottery:RDS');
    await subscribe(onOther, 'lottery:RDS');
    a.app.realtime.publish('lottery:RDS', 'draw.result', { n: 7 });
    expect(await onB.next((f) => f.type === 'event')).toEqual({
      type: 'event',
      topic: 'lottery:RDS',
      event: 'draw.result',
      data: { n: 7 },
    });
    // The other site's channel hears nothing (B has had it already; give Redis a moment more).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onOther.frames.filter((f) => f.type === 'event')).toEqual([]);
    onB.close();
    onOther.close();
  });

  it('delivers to its own process once, not again from Redis', async () => {
    const [a] = servers;
    if (!a) throw new Error('a server expected');
    const { socket } = await signedInSocket(urls[0] ?? '', '');
    await subscribe(socket, 'lottery:ONCE');
    await subscribe(socket, 'lottery:ONCEMARK');
    a.app.realtime.publish('lottery:ONCE', 'result', {});
    await socket.next((f) => f.type === 'event' && f.topic === 'lottery:ONCE');
    // Redis round trips are in order: a second publish's echo would come after the first's.
    a.app.realtime.publish('lottery:ONCEMARK', 'marker', {});
    await socket.next((f) => f.type === 'event' && f.topic === 'lottery:ONCEMARK');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(socket.frames.filter((f) => f.type === 'event' && f.topic === 'lottery:ONCE')).toHaveLength(1);
    socket.close();
  });
});

describe.skipIf(skip)('realtime hub with REDIS_URL but Redis down', () => {
  it('starts within a few seconds and still delivers to its own sockets', async () => {
    const started = Date.now();
    // Port 9 (discard) refuses connections: ioredis keeps retrying in the background.
    const server = await startTestServer({ env: { REDIS_URL: 'redis://127.0.0.1:9', REDIS_CHANNEL: 'unused' } });
    try {
      expect(Date.now() - started).toBeLessThan(20_000);
      const url = await listenForSockets(server.app);
      const { socket } = await signedInSocket(url, '');
      await subscribe(socket, 'lottery:LOCAL');
      server.app.realtime.publish('lottery:LOCAL', 'draw.result', {});
      expect(await socket.next((f) => f.type === 'event')).toMatchObject({ topic: 'lottery:LOCAL' });
      socket.close();
    } finally {
      await server.close();
    }
  });
});
