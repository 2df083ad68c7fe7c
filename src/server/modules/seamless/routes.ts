import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Type, { type Static, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { pathOf, SEAMLESS_API_PREFIX } from '../../lib/paths';
import { unsafeValue } from '../../plugins/input-guard';
import type { SeamlessWallet } from './contract';
import type { CredentialStore, VendorCredential } from './credentials';
import { SeamlessError } from './errors';
import { signatureMatches, timestampFresh } from './signature';

/**
 * The seamless-wallet protocol over HTTP (docs/seamless-wallet.md, seamless-wallet.openapi.yaml):
 * POST /seamless/v1/{authenticate,balance,debit,credit,rollback,end-round,result}, JSON both ways.
 * This is only the shell: it checks who calls (X-Vendor credential, address list, timestamp,
 * signature over the raw bytes) and the message's shape, then hands the message to the wallet.
 *
 * Answers follow common industry practice: a message the wallet decided on, accepted or
 * refused, is HTTP 200 with status OK or ERROR and a code (a refusal is an answer, and the
 * vendor must not retry it as if the call had failed); a call we could not take at all
 * (unknown key, address, stale timestamp, bad signature, malformed body) is HTTP 4xx with
 * status ERROR and a code, and an unexpected failure is 500, which a vendor retries.
 */

const Id = Type.String({ minLength: 1, maxLength: 128 });
/** Integer minor units; a JSON number within the exactly representable range. */
const Amount = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });

const AuthenticateBody = Type.Object({ requestId: Id, token: Type.String({ minLength: 1, maxLength: 256 }) });
const BalanceBody = Type.Object({ requestId: Id, playerId: Id });
const DebitBody = Type.Object({
  requestId: Id,
  playerId: Id,
  transactionId: Id,
  roundId: Id,
  gameCode: Id,
  amount: Amount,
});
const CreditBody = Type.Object({
  requestId: Id,
  playerId: Id,
  transactionId: Id,
  roundId: Id,
  gameCode: Id,
  amount: Amount,
  betTransactionId: Type.Optional(Id),
});
const RollbackBody = Type.Object({ requestId: Id, playerId: Id, transactionId: Id, roundId: Id, betTransactionId: Id });
const EndRoundBody = Type.Object({ requestId: Id, playerId: Id, roundId: Id });
/** A movement inside a result: its own transaction id and amount (as a debit's or credit's). */
const Movement = Type.Object({ transactionId: Id, amount: Amount });
/** A bet and the win that settles it (contract.ts ResultMessage); endRound defaults to false. */
const ResultBody = Type.Object({
  requestId: Id,
  playerId: Id,
  roundId: Id,
  gameCode: Id,
  bet: Movement,
  win: Movement,
  endRound: Type.Optional(Type.Boolean()),
});

/** Bodies of at most this size; every message is a few hundred bytes. */
const BODY_LIMIT = 16 * 1024;

/** Protocol-level failures (HTTP 4xx and 500); the wallet's own codes are SEAMLESS_ERROR_CODES (HTTP 200). */
export const PROTOCOL_CODES = [
  'UNKNOWN_VENDOR',
  'ADDRESS_NOT_ALLOWED',
  'STALE_TIMESTAMP',
  'INVALID_SIGNATURE',
  'BAD_REQUEST',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
] as const;
type ProtocolCode = (typeof PROTOCOL_CODES)[number];

/** The code of a failure the shell did not decide itself (answered by the app's 404/405 and error handlers). */
const STATUS_CODES: Record<number, ProtocolCode> = {
  400: 'BAD_REQUEST',
  401: 'UNKNOWN_VENDOR',
  403: 'ADDRESS_NOT_ALLOWED',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'BODY_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** Every HTTP status a call can answer (the OpenAPI document lists the same for each call). */
export const SEAMLESS_STATUSES = [200, 400, 401, 403, 404, 405, 413, 415, 429, 500] as const;

/**
 * A failure on a protocol path in the protocol's envelope, for the app's error and not-found
 * handlers (plugins/errors.ts ProtocolEnvelope): 500 (a vendor retries it) never shows internals.
 */
export function sendProtocolFailure(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  const status = statusCode >= 500 ? 500 : statusCode;
  const code = STATUS_CODES[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
  return send(reply, status, { status: 'ERROR', code, message });
}

/** The protocol's calls, each POST <SEAMLESS_API_PREFIX><action> (the OpenAPI document lists the same). */
export const SEAMLESS_ACTIONS = [
  'authenticate',
  'balance',
  'debit',
  'credit',
  'rollback',
  'end-round',
  'result',
] as const;
type SeamlessAction = (typeof SEAMLESS_ACTIONS)[number];

class ProtocolError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: ProtocolCode,
    message: string,
  ) {
    super(message);
  }
}

export interface SeamlessRouteDeps {
  wallet: { forBrand(brandId: number): SeamlessWallet };
  credentials: CredentialStore;
  now: () => number;
}

export function seamlessRoutes(app: FastifyInstance, deps: SeamlessRouteDeps): void {
  // Vendors sign the exact bytes they send, so these routes read the body as text.
  void app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, next) => {
      next(null, body);
    });

    /** One protocol call: checks the caller, parses the message, answers the wallet's result. */
    function route<S extends TSchema>(
      name: SeamlessAction,
      schema: S,
      handle: (
        wallet: SeamlessWallet,
        credential: VendorCredential,
        body: Static<S>,
      ) => Promise<Record<string, unknown>>,
    ): void {
      const check = Compile(schema);
      scope.post(`${SEAMLESS_API_PREFIX}${name}`, { config: { messageSchema: schema } }, async (request, reply) => {
        let requestId: unknown;
        try {
          const credential = await caller(request);
          const body = parseBody(request, check);
          requestId = (body as { requestId: string }).requestId;
          const answer = await handle(deps.wallet.forBrand(credential.brandId), credential, body);
          return send(reply, 200, { status: 'OK', requestId, ...answer });
        } catch (error) {
          if (error instanceof SeamlessError)
            return send(reply, 200, {
              status: 'ERROR',
              requestId,
              code: error.code,
              message: error.message,
              ...(error.balance === undefined ? {} : { balance: Number(error.balance) }),
            });
          if (error instanceof ProtocolError)
            return send(reply, error.httpStatus, { status: 'ERROR', code: error.code, message: error.message });
          throw error;
        }
      });
    }

    async function caller(request: FastifyRequest): Promise<VendorCredential> {
      const keyId = header(request, 'x-vendor');
      const credential = keyId === '' ? undefined : await deps.credentials.find(keyId);
      if (!credential) throw new ProtocolError(401, 'UNKNOWN_VENDOR', 'Unknown or disabled X-Vendor key');
      if (!credential.addresses.has(request.ip))
        throw new ProtocolError(403, 'ADDRESS_NOT_ALLOWED', `Calls from ${request.ip} are not allowed for this key`);
      const timestamp = header(request, 'x-timestamp');
      if (!timestampFresh(timestamp, deps.now()))
        throw new ProtocolError(401, 'STALE_TIMESTAMP', 'X-Timestamp is missing or more than 5 minutes off');
      const body = typeof request.body === 'string' ? request.body : '';
      if (!signatureMatches(credential.secret, timestamp, pathOf(request.url), body, header(request, 'x-signature')))
        throw new ProtocolError(401, 'INVALID_SIGNATURE', 'X-Signature does not match the request');
      return credential;
    }

    route('authenticate', AuthenticateBody, async (wallet, credential, body) => {
      const answer = await wallet.authenticate(credential.vassalage, body.token);
      return { ...answer, balance: Number(answer.balance) };
    });
    route('balance', BalanceBody, async (wallet, credential, body) => {
      const answer = await wallet.balance(credential.vassalage, body.playerId);
      return { ...answer, balance: Number(answer.balance) };
    });
    route('debit', DebitBody, async (wallet, credential, body) =>
      moneyAnswer(await wallet.debit(credential.vassalage, { ...body, amount: BigInt(body.amount) })),
    );
    route('credit', CreditBody, async (wallet, credential, body) =>
      moneyAnswer(await wallet.credit(credential.vassalage, { ...body, amount: BigInt(body.amount) })),
    );
    route('rollback', RollbackBody, async (wallet, credential, body) =>
      moneyAnswer(await wallet.rollback(credential.vassalage, body)),
    );
    route('end-round', EndRoundBody, async (wallet, credential, body) => {
      const answer = await wallet.endRound(credential.vassalage, body);
      return { ...answer, balance: Number(answer.balance) };
    });
    route('result', ResultBody, async (wallet, credential, body) => {
      const answer = await wallet.result(credential.vassalage, {
        requestId: body.requestId,
        playerId: body.playerId,
        roundId: body.roundId,
        gameCode: body.gameCode,
        bet: { transactionId: body.bet.transactionId, amount: BigInt(body.bet.amount) },
        win: { transactionId: body.win.transactionId, amount: BigInt(body.win.amount) },
        endRound: body.endRound ?? false,
      });
      // Our ids of the bet and the win, named as walletTransactionId is on the other answers; a
      // lost round (win amount 0) has no win movement, so no winWalletTransactionId.
      return {
        balance: Number(answer.balance),
        betBalance: Number(answer.betBalance),
        currency: answer.currency,
        betWalletTransactionId: answer.betTransactionId,
        ...(answer.winTransactionId === undefined ? {} : { winWalletTransactionId: answer.winTransactionId }),
        repeated: answer.repeated,
      };
    });
    done();
  });
}

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
}

function parseBody<S extends TSchema>(request: FastifyRequest, check: ReturnType<typeof Compile<S>>): Static<S> {
  let body: unknown;
  try {
    body = JSON.parse(typeof request.body === 'string' ? request.body : '');
  } catch {
    throw new ProtocolError(400, 'BAD_REQUEST', 'The body is not JSON');
  }
  // The app's input guard sees this body only as text: the same rule, on the parsed message.
  const unsafe = unsafeValue(body, 'body');
  if (unsafe !== null) throw new ProtocolError(400, 'BAD_REQUEST', `Invalid message: ${unsafe}`);
  // Unknown fields are ignored (vendors add their own); the known ones must be well-formed.
  if (!check.Check(body)) {
    const first = check.Errors(body)[0];
    throw new ProtocolError(
      400,
      'BAD_REQUEST',
      `Invalid message: ${first ? `${first.instancePath} ${first.message}` : ''}`,
    );
  }
  return body;
}

function moneyAnswer(answer: {
  balance: bigint;
  currency: string;
  walletTransactionId: string;
  repeated: boolean;
}): Record<string, unknown> {
  return { ...answer, balance: Number(answer.balance) };
}

function send(reply: FastifyReply, status: number, body: Record<string, unknown>): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').send(body);
}
