import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import { runSeamlessKit, type KitOptions } from './seamless-wallet-kit';

/**
 * npm run conformance -- --base-url URL --vendor KEY --secret SECRET (--token T | --token-command CMD)
 *   [--end-session-command CMD] [--disable-player-command CMD] [--other-token-command CMD]
 *   [--denied-vendor KEY --denied-secret S] [--stake N]
 * Runs the seamless-wallet conformance kit against an operator and prints one line per case;
 * exits 1 when a case failed. Commands run in a shell: --token-command prints a fresh game token
 * on stdout, --other-token-command one of a second funded player; the end-session and
 * disable-player commands get the token in the KIT_TOKEN environment variable.
 */

const run = promisify(execFile);

async function shell(command: string, token?: string): Promise<string> {
  const { stdout } = await run('/bin/sh', ['-c', command], { env: { ...process.env, KIT_TOKEN: token ?? '' } });
  return stdout.trim();
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      vendor: { type: 'string' },
      secret: { type: 'string' },
      token: { type: 'string' },
      'token-command': { type: 'string' },
      'end-session-command': { type: 'string' },
      'disable-player-command': { type: 'string' },
      'other-token-command': { type: 'string' },
      'denied-vendor': { type: 'string' },
      'denied-secret': { type: 'string' },
      stake: { type: 'string' },
    },
  });
  const baseUrl = values['base-url'];
  const { vendor, secret, token } = values;
  const tokenCommand = values['token-command'];
  if (!baseUrl || !vendor || !secret || (!token && !tokenCommand)) {
    console.error(
      'usage: npm run conformance -- --base-url URL --vendor KEY --secret SECRET (--token T | --token-command CMD) ' +
        '[--end-session-command CMD] [--disable-player-command CMD] [--other-token-command CMD] ' +
        '[--denied-vendor KEY --denied-secret S] [--stake N]',
    );
    return 2;
  }
  const endCommand = values['end-session-command'];
  const disableCommand = values['disable-player-command'];
  const otherTokenCommand = values['other-token-command'];
  const deniedVendor = values['denied-vendor'];
  const deniedSecret = values['denied-secret'];
  const options: KitOptions = {
    baseUrl,
    vendor,
    secret,
    freshToken: tokenCommand ? () => shell(tokenCommand) : () => Promise.resolve(token ?? ''),
    ...(endCommand ? { endSession: async (t: string) => void (await shell(endCommand, t)) } : {}),
    ...(disableCommand ? { disablePlayer: async (t: string) => void (await shell(disableCommand, t)) } : {}),
    ...(otherTokenCommand ? { otherPlayerToken: () => shell(otherTokenCommand) } : {}),
    ...(deniedVendor && deniedSecret ? { deniedCredential: { vendor: deniedVendor, secret: deniedSecret } } : {}),
    ...(values.stake ? { stake: Number(values.stake) } : {}),
  };
  const results = await runSeamlessKit(options);
  for (const result of results)
    console.log(`${result.outcome.padEnd(7)} ${result.name}${result.detail ? `\n        ${result.detail}` : ''}`);
  const failed = results.filter((r) => r.outcome === 'failed').length;
  const passed = results.filter((r) => r.outcome === 'passed').length;
  console.log(`\n${passed} passed, ${failed} failed, ${results.length - passed - failed} skipped`);
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
