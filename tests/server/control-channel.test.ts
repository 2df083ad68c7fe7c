import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase, type Prepared } from '../../src/server/bootstrap';
import { executeCommand } from '../../src/server/cli/commands';
import { controlSocketPath, sendToControlChannel, serveControlChannel } from '../../src/server/cli/control-channel';
import { viewBrand } from '../../src/server/modules/admin/service';
import { TEST_DATABASE, testConfig } from '../fixtures/server';

// The channel exists because the embedded database allows one process per data directory; with
// PostgreSQL the CLI opens the database itself, so the postgres project has nothing to add here.
describe.skipIf(TEST_DATABASE === 'postgres')('operator CLI through a running server on the embedded database', () => {
  let dataDir: string;
  let prepared: Prepared;
  let close: () => Promise<void>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'playhub-control-'));
    const config = testConfig(dataDir, { DATA_DIR: dataDir });
    prepared = await prepareDatabase(config);
    close = await serveControlChannel(dataDir, (argv) => executeCommand(argv, prepared.database, config));
  });

  afterAll(async () => {
    await close();
    await prepared.database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs a command in the server process and reports its output', async () => {
    const outcome = await sendToControlChannel(dataDir, [
      'maintenance',
      'on',
      '--merchant',
      'demo',
      '--until',
      '2026-12-01T10:00:00Z',
    ]);
    expect(outcome).toEqual({
      code: 0,
      output: ['Maintenance for demo is now ON (announced end 2026-12-01T10:00:00.000Z).'],
    });
    const brand = await viewBrand({ db: prepared.database.db }, 'demo');
    expect(brand.maintenance).toBe(true);
    expect(brand.maintenanceEndTime).toBe('2026-12-01T10:00:00.000Z');

    await sendToControlChannel(dataDir, ['maintenance', 'off', '--merchant', 'demo']);
    expect((await viewBrand({ db: prepared.database.db }, 'demo')).maintenance).toBe(false);
  });

  it('reports refusals and usage errors with their exit codes and changes nothing', async () => {
    const unknownBrand = await sendToControlChannel(dataDir, ['maintenance', 'on', '--merchant', 'nope']);
    expect(unknownBrand.code).toBe(1);
    expect(unknownBrand.error).toMatch(/nope/);

    const unknownCommand = await sendToControlChannel(dataDir, ['launch', 'rockets']);
    expect(unknownCommand.code).toBe(2);
    expect(unknownCommand.error).toMatch(/Unknown command "launch rockets"/);
    expect((await viewBrand({ db: prepared.database.db }, 'demo')).maintenance).toBe(false);
  });

  it('answers a malformed request with an error instead of running anything', async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = createConnection(controlSocketPath(dataDir), () => socket.write('{"argv": "maintenance on"}\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(JSON.parse(reply)).toEqual({ code: 2, output: [], error: 'Error: malformed control request' });
  });

  // Skipped on Windows: the channel is a named pipe there, which has no file mode to check.
  it.skipIf(process.platform === 'win32')('is reachable only by the account that owns the data directory', () => {
    expect(statSync(controlSocketPath(dataDir)).mode & 0o777).toBe(0o600);
  });

  it('is gone once the server closes it', async () => {
    const otherDir = mkdtempSync(join(tmpdir(), 'playhub-control-'));
    try {
      const stop = await serveControlChannel(otherDir, () => Promise.resolve({ code: 0, output: ['ok'] }));
      expect(await sendToControlChannel(otherDir, ['anything'])).toEqual({ code: 0, output: ['ok'] });
      await stop();
      await expect(sendToControlChannel(otherDir, ['anything'])).rejects.toMatchObject({
        code: expect.stringMatching(/ENOENT|ECONNREFUSED/) as unknown,
      });
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  });
});
