import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../shared/api/endpoints';
import { ERROR_CODES } from '../../shared/api/envelope';
import { desDecrypt } from '../../shared/crypto/des';
import { rsaDecryptSecret } from '../../shared/crypto/rsa';
import { ApiError } from '../lib/errors';
import type { RsaKeyRing } from '../modules/auth/rsa-keys';

/** Method and path of every call whose descriptor says encrypt: true. */
const ENCRYPTED = new Set(
  Object.values(ENDPOINTS)
    .filter((endpoint) => endpoint.encrypt)
    .map((endpoint) => `${endpoint.method} ${endpoint.path}`),
);

/**
 * Replaces the body of encrypted calls (api-contract.md 2.2) with the JSON it carries, before
 * schema validation: the private key named by X-RSA decrypts the Encryption header into the
 * 16-character secret, whose first 8 characters are the DES key of body.value (or X-Digest).
 * Compatibility only; TLS is what protects the traffic.
 */
export function registerEncryptedBodies(app: FastifyInstance, keys: RsaKeyRing): void {
  app.addHook('preValidation', async (request) => {
    if (!ENCRYPTED.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return;
    request.body = await decryptBody(request, keys);
  });
}

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

async function decryptBody(request: FastifyRequest, keys: RsaKeyRing): Promise<unknown> {
  const body = request.body as { value?: unknown } | null | undefined;
  const digest = typeof body?.value === 'string' ? body.value : header(request, 'x-digest');
  const encryption = header(request, 'encryption');
  const modulus = header(request, 'x-rsa');
  if (digest === '' || encryption === '' || modulus === '') {
    throw new ApiError(400, ERROR_CODES.bodyRequired, 'This call needs an encrypted body with Encryption and X-RSA');
  }
  const privateExponent = await keys.privateExponent(modulus);
  if (!privateExponent) throw failed('the key is unknown or retired; fetch /wps/session/key/rsa again');
  const secret = rsaDecryptSecret(encryption, modulus.toLowerCase(), privateExponent);
  if (secret === null || secret.length < 8) throw failed('the Encryption header does not decrypt');
  const plain = desDecrypt(digest, secret.slice(0, 8));
  if (plain === null) throw failed('the body does not decrypt');
  try {
    return JSON.parse(plain) as unknown;
  } catch {
    throw failed('the decrypted body is not JSON');
  }
}

function failed(reason: string): ApiError {
  return new ApiError(400, ERROR_CODES.decryptFailed, `The encrypted request could not be read: ${reason}`);
}
