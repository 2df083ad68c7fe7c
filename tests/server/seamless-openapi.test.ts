// The seamless wallet's OpenAPI document (docs/seamless-wallet.openapi.yaml) against the server:
// the same calls (paths and methods), each answering the same statuses, and exactly the refusal
// codes the wallet and the protocol shell can send. A small reader of the document's own layout
// (no YAML dependency): paths are the two-space keys under `paths:`, codes the enum lists.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEAMLESS_API_PREFIX } from '../../src/server/lib/paths';
import { SEAMLESS_ERROR_CODES } from '../../src/server/modules/seamless/contract';
import { PROTOCOL_CODES, SEAMLESS_ACTIONS } from '../../src/server/modules/seamless/routes';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';

const skip = await skipReason();
const document = readFileSync(resolve(import.meta.dirname, '../../docs/seamless-wallet.openapi.yaml'), 'utf8');
const lines = document.split('\n');

/** The lines of the block that starts at the line matching `start`, until indentation returns to it. */
function block(start: RegExp, from = 0): string[] {
  const at = lines.findIndex((line, i) => i >= from && start.test(line));
  if (at < 0) throw new Error(`no ${start} in the OpenAPI document`);
  const indent = lines[at]!.search(/\S/);
  const end = lines.findIndex((line, i) => i > at && line.trim() !== '' && line.search(/\S/) <= indent);
  return lines.slice(at + 1, end < 0 ? undefined : end);
}

/** Path -> its methods -> their response statuses. */
function operations(): Map<string, Map<string, string[]>> {
  const paths = new Map<string, Map<string, string[]>>();
  let path = '';
  let method = '';
  let inResponses = false;
  for (const line of block(/^paths:/)) {
    const pathKey = /^ {2}(\/\S+):$/.exec(line);
    const methodKey = /^ {4}(get|post|put|delete|patch):$/.exec(line);
    const status = /^ {8}'(\d{3})':/.exec(line);
    if (pathKey) paths.set((path = pathKey[1]!), new Map());
    else if (methodKey) paths.get(path)!.set((method = methodKey[1]!), []);
    else if (/^ {6}responses:$/.test(line)) inResponses = true;
    else if (/^ {6}\S/.test(line)) inResponses = false;
    else if (status && inResponses) paths.get(path)!.get(method)!.push(status[1]!);
  }
  return paths;
}

/** The enum list of `code` within the block of `name` (block or flow style). */
function codesOf(name: RegExp): string[] {
  const body = block(name).join('\n');
  const flow = /enum:\s*\[([^\]]*)\]/.exec(body);
  if (flow) return flow[1]!.split(',').map((code) => code.trim());
  const list = /enum:\n((?:\s+- \S+\n?)+)/.exec(body);
  if (!list) throw new Error(`no enum under ${name}`);
  return list[1]!
    .trim()
    .split('\n')
    .map((line) => line.replace(/^\s*- /, '').trim());
}

describe.skipIf(skip !== null)('seamless wallet OpenAPI document', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('lists exactly the calls the server routes, each a POST answering 200, 400, 401 and 403', () => {
    const documented = operations();
    expect([...documented.keys()].sort()).toEqual(SEAMLESS_ACTIONS.map((a) => `${SEAMLESS_API_PREFIX}${a}`).sort());
    for (const [path, methods] of documented) {
      expect([...methods.keys()], path).toEqual(['post']);
      expect(methods.get('post')!.sort(), path).toEqual(['200', '400', '401', '403']);
      expect(server.app.hasRoute({ method: 'POST', url: path }), path).toBe(true);
      expect(server.app.hasRoute({ method: 'GET', url: path }), path).toBe(false);
    }
    // And nothing else is served under the prefix (printRoutes lists paths without the leading slash).
    const routed = server.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((line) => /(seamless\/v1\/\S+) \(([A-Z, ]+)\)/.exec(line))
      .filter((match) => match !== null)
      .map((match) => `${match[2]} /${match[1]}`);
    expect(routed.sort()).toEqual([...documented.keys()].map((path) => `POST ${path}`).sort());
  });

  it("lists exactly the wallet's refusal codes and the protocol's error codes", () => {
    expect(codesOf(/^ {4}Refusal:$/).sort()).toEqual([...SEAMLESS_ERROR_CODES].sort());
    expect(codesOf(/^ {4}ProtocolError:$/).sort()).toEqual([...PROTOCOL_CODES].sort());
  });
});
