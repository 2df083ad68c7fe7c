// Firebase ID token verification with locally generated keys (and a fixture certificate, since
// Google publishes its keys as X.509 certificates; the fixture key signs nothing real).
import { createPrivateKey, generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FirebaseIdTokenVerifier,
  googleCertsFetcher,
  type FirebaseTokenConfig,
} from '../../../src/server/modules/auth/providers/firebase-token';
import { signHs256, signRs256, unsigned } from './jwt-signer';
import { sendJson, startLocalServer, type LocalServer } from './local-http';

const PROJECT = 'playhub-test';
const NOW = 1_800_000_000;
const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');
const certPem = fixture('test-signing-cert.pem');
const certKey = createPrivateKey(fixture('test-signing-key.pem'));
const jwkPair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const otherPair = generateKeyPairSync('rsa', { modulusLength: 2048 });

const claims = (overrides: Record<string, unknown> = {}) => ({
  iss: `https://securetoken.google.com/${PROJECT}`,
  aud: PROJECT,
  auth_time: NOW - 30,
  iat: NOW - 30,
  exp: NOW + 3600,
  sub: 'firebase-uid-1',
  user_id: 'firebase-uid-1',
  phone_number: '+639171234567',
  firebase: { identities: { phone: ['+639171234567'] }, sign_in_provider: 'phone' },
  ...overrides,
});

const verifier = (config: Partial<FirebaseTokenConfig> = {}) =>
  new FirebaseIdTokenVerifier({
    projectId: PROJECT,
    keys: { cert1: certPem, jwk1: jwkPair.publicKey.export({ format: 'jwk' }) },
    now: () => NOW * 1000,
    ...config,
  });

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: Error & { details?: { code?: string } }) => error.details?.code ?? error.message,
  );

describe('Firebase ID token verifier', () => {
  it('accepts a token signed by a configured certificate or JWK and returns uid and phone', async () => {
    await expect(verifier().verify(signRs256({ kid: 'cert1' }, claims(), certKey))).resolves.toEqual({
      uid: 'firebase-uid-1',
      phoneNumber: '+639171234567',
    });
    await expect(verifier().verify(signRs256({ kid: 'jwk1' }, claims(), jwkPair.privateKey))).resolves.toMatchObject({
      uid: 'firebase-uid-1',
    });
  });

  it('rejects a token signed by another key, or naming an unknown kid', async () => {
    expect(await codeOf(verifier().verify(signRs256({ kid: 'cert1' }, claims(), otherPair.privateKey)))).toBe(
      'token.signature',
    );
    expect(await codeOf(verifier().verify(signRs256({ kid: 'nope' }, claims(), certKey)))).toBe('token.kid');
    expect(await codeOf(verifier().verify(signRs256({}, claims(), certKey)))).toBe('token.kid');
  });

  it('rejects expired tokens, allowing a small clock skew', async () => {
    const sign = (exp: number) => signRs256({ kid: 'cert1' }, claims({ exp }), certKey);
    expect(await codeOf(verifier().verify(sign(NOW - 120)))).toBe('token.exp');
    expect(await codeOf(verifier().verify(sign(NOW - 30)))).toBe('accepted');
    expect(await codeOf(verifier({ clockSkewSeconds: 0 }).verify(sign(NOW - 30)))).toBe('token.exp');
  });

  it('rejects tokens issued or authenticated in the future', async () => {
    const sign = (extra: Record<string, unknown>) => signRs256({ kid: 'cert1' }, claims(extra), certKey);
    expect(await codeOf(verifier().verify(sign({ iat: NOW + 600 })))).toBe('token.iat');
    expect(await codeOf(verifier().verify(sign({ auth_time: NOW + 600 })))).toBe('token.auth_time');
    expect(await codeOf(verifier().verify(sign({ auth_time: undefined })))).toBe('token.auth_time');
  });

  it('rejects a wrong audience or issuer, and an empty subject', async () => {
    const sign = (extra: Record<string, unknown>) => signRs256({ kid: 'cert1' }, claims(extra), certKey);
    expect(await codeOf(verifier().verify(sign({ aud: 'other-project' })))).toBe('token.aud');
    expect(await codeOf(verifier().verify(sign({ iss: 'https://securetoken.google.com/other-project' })))).toBe(
      'token.iss',
    );
    expect(await codeOf(verifier().verify(sign({ iss: 'https://accounts.google.com' })))).toBe('token.iss');
    expect(await codeOf(verifier().verify(sign({ sub: '' })))).toBe('token.sub');
  });

  it('rejects alg none and HS256 keyed with the public certificate', async () => {
    expect(await codeOf(verifier().verify(unsigned({ kid: 'cert1' }, claims())))).toBe('token.alg');
    expect(await codeOf(verifier().verify(signHs256({ kid: 'cert1' }, claims(), certPem)))).toBe('token.alg');
  });

  it('rejects a token without a phone number', async () => {
    const sign = (extra: Record<string, unknown>) => signRs256({ kid: 'cert1' }, claims(extra), certKey);
    expect(await codeOf(verifier().verify(sign({ phone_number: undefined })))).toBe('token.phone');
    expect(await codeOf(verifier().verify(sign({ phone_number: 'not a number' })))).toBe('token.phone');
  });

  it('rejects garbage', async () => {
    for (const token of ['', 'a.b', 'a.b.c', '!!.??.**', `${Buffer.from('[]').toString('base64url')}.e30.`]) {
      expect(await codeOf(verifier().verify(token))).toBe('token.malformed');
    }
  });
});

describe('Firebase keys fetched from a certificate URL', () => {
  let peer: LocalServer;
  let served: Record<string, string | JsonWebKey> = {};
  let requests = 0;

  beforeAll(async () => {
    peer = await startLocalServer((req, res) => {
      requests++;
      if (req.url === '/down') return sendJson(res, 503, {});
      sendJson(res, 200, served);
    });
  });
  afterAll(() => peer?.close());

  it('loads the certificates for an unknown kid, then at most once a minute', async () => {
    let clock = NOW * 1000;
    served = { rotated: certPem };
    requests = 0;
    const fetching = verifier({
      keys: undefined,
      fetchKeys: googleCertsFetcher(`${peer.url}/certs`),
      now: () => clock,
    });
    const token = signRs256({ kid: 'rotated' }, claims(), certKey);
    await expect(fetching.verify(token)).resolves.toMatchObject({ uid: 'firebase-uid-1' });
    await fetching.verify(token);
    expect(requests).toBe(1);

    const unknown = signRs256({ kid: 'random' }, claims(), certKey);
    expect(await codeOf(fetching.verify(unknown))).toBe('token.kid');
    expect(await codeOf(fetching.verify(unknown))).toBe('token.kid');
    expect(requests).toBe(1);

    clock += 61_000;
    expect(await codeOf(fetching.verify(unknown))).toBe('token.kid');
    expect(requests).toBe(2);
  });

  it('fails with keys.fetch when the URL does not answer with certificates', async () => {
    const fetching = verifier({ keys: undefined, fetchKeys: googleCertsFetcher(`${peer.url}/down`) });
    expect(await codeOf(fetching.verify(signRs256({ kid: 'x' }, claims(), certKey)))).toBe('keys.fetch');
  });
});
