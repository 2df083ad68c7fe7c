import { createHash } from 'node:crypto';
import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';

/**
 * The local channel through which the operator CLI reaches a running server that holds the
 * embedded database. PGlite allows one process per data directory, so while the server runs the
 * CLI cannot open the database itself; it sends its arguments over a Unix socket (a named pipe
 * on Windows) and the server runs the very same command on its own connection.
 *
 * Who may use it is decided by the file system: the socket is created inside DATA_DIR with mode
 * 0600, so only the account that could open the database files anyway can talk to it.
 */

/** What a command produced: the exit code, the lines it printed and why it failed. */
export interface CommandOutcome {
  code: number;
  output: string[];
  error?: string;
}

/** Largest request accepted on the channel; a command line is a few hundred bytes. */
const MAX_REQUEST_BYTES = 64 * 1024;
/** Unix socket paths are limited to about 104 bytes; longer ones move to the temp directory. */
const MAX_SOCKET_PATH = 100;

/** Where the channel of a data directory listens. */
export function controlSocketPath(dataDir: string): string {
  const absolute = resolve(dataDir);
  const digest = createHash('sha256').update(absolute).digest('hex').slice(0, 16);
  if (process.platform === 'win32') return `\\\\.\\pipe\\playhub-${digest}`;
  const inside = join(absolute, 'control.sock');
  return inside.length <= MAX_SOCKET_PATH ? inside : join(tmpdir(), `playhub-${digest}.sock`);
}

/**
 * Serves the channel until the returned close function is called. The caller must hold the data
 * directory's lock, which is why a socket file left by a crashed server may be removed here.
 */
export async function serveControlChannel(
  dataDir: string,
  run: (argv: string[]) => Promise<CommandOutcome>,
): Promise<() => Promise<void>> {
  const path = controlSocketPath(dataDir);
  if (process.platform !== 'win32') rmSync(path, { force: true });
  const server = createServer((socket) => void answer(socket, run));
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(path, () => {
      server.off('error', fail);
      done();
    });
  });
  if (process.platform !== 'win32') chmodSync(path, 0o600);
  return () => new Promise<void>((done) => server.close(() => done()));
}

async function answer(socket: Socket, run: (argv: string[]) => Promise<CommandOutcome>): Promise<void> {
  socket.on('error', () => undefined);
  let outcome: CommandOutcome;
  try {
    outcome = await run(parseRequest(await readLine(socket)));
  } catch (error) {
    outcome = { code: 2, output: [], error: `Error: ${error instanceof Error ? error.message : String(error)}` };
  }
  socket.end(`${JSON.stringify(outcome)}\n`);
}

/** The argument vector of a request line `{"argv": [...]}`. */
export function parseRequest(line: string): string[] {
  let request: unknown;
  try {
    request = JSON.parse(line);
  } catch {
    throw new Error('malformed control request');
  }
  const argv = (request as { argv?: unknown } | null)?.argv;
  if (!Array.isArray(argv) || !argv.every((arg): arg is string => typeof arg === 'string')) {
    throw new Error('malformed control request');
  }
  return argv;
}

/**
 * Runs a command in the server that serves `dataDir`. Rejects with code ENOENT or ECONNREFUSED
 * when no server listens there.
 */
export async function sendToControlChannel(dataDir: string, argv: readonly string[]): Promise<CommandOutcome> {
  const socket = createConnection(controlSocketPath(dataDir));
  await new Promise<void>((done, fail) => {
    socket.once('error', fail);
    socket.once('connect', () => {
      socket.off('error', fail);
      done();
    });
  });
  socket.write(`${JSON.stringify({ argv })}\n`);
  const reply = JSON.parse(await readLine(socket)) as CommandOutcome;
  socket.destroy();
  return reply;
}

/** Reads up to the first newline (or the end of the stream). */
function readLine(socket: Socket): Promise<string> {
  return new Promise((done, fail) => {
    let buffered = '';
    const onData = (chunk: Buffer): void => {
      buffered += chunk.toString('utf8');
      const end = buffered.indexOf('\n');
      if (end !== -1) finish(buffered.slice(0, end));
      else if (buffered.length > MAX_REQUEST_BYTES) fail(new Error('control message too long'));
    };
    const finish = (line: string): void => {
      socket.off('data', onData);
      socket.off('end', onEnd);
      done(line);
    };
    const onEnd = (): void => finish(buffered);
    socket.on('data', onData);
    socket.once('end', onEnd);
    socket.once('error', fail);
  });
}
