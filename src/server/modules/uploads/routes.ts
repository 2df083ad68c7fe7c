import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { ERROR_CODES, EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import {
  OperatorUploadQuerySchema,
  UploadIdParamsSchema,
  UploadQuerySchema,
  UploadResultSchema,
} from '../../../shared/api/uploads';
import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '../../../shared/upload-rules';
import type { Database } from '../../db/client';
import type { UploadRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { ADMIN_API_PREFIX } from '../../lib/paths';
import { signedInOf } from '../../plugins/member-auth';
import { getBrand } from '../system/service';
import { anyUpload, memberUpload, storeUpload } from './service';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
/** The image plus a little slack, so an oversized file gets upload.too.large rather than a bare 413. */
const BODY_LIMIT = UPLOAD_MAX_BYTES + 64 * 1024;

/** The raw image of an upload call; 415 when the body was not sent as an image. */
function imageBody(request: FastifyRequest): Buffer {
  if (!Buffer.isBuffer(request.body))
    throw new ApiError(415, ERROR_CODES.uploadType, 'Send the image itself with Content-Type image/png or image/jpeg');
  return request.body;
}

function sendImage(reply: FastifyReply, row: UploadRow, cache: string): FastifyReply {
  return reply
    .header('Content-Type', row.mime)
    .header('Content-Length', row.size)
    .header('Cache-Control', cache)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', 'inline')
    .send(row.bytes);
}

/**
 * Upload calls: members (slips and proofs of their own orders) and operators (any purpose, and
 * reading every member's). Images arrive as the raw body. Public content images are not
 * uploads: the content module keeps them as files (modules/content/images.ts).
 */
export function uploadRoutes(app: FastifyInstance, db: Database): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  for (const mime of UPLOAD_MIME_TYPES)
    app.addContentTypeParser(mime, { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );

  typed.post(
    ENDPOINTS.upload.path,
    {
      bodyLimit: BODY_LIMIT,
      schema: { querystring: UploadQuerySchema, response: { 200: EnvelopeSchema(UploadResultSchema), ...errors } },
    },
    async (request) => {
      const { member } = signedInOf(request);
      const value = await storeUpload(
        db,
        { brandId: member.brandId, memberId: member.id },
        request.query.purpose,
        imageBody(request),
      );
      return { success: true, value };
    },
  );

  typed.get(ENDPOINTS.uploadImage.path, { schema: { params: UploadIdParamsSchema } }, async (request, reply) => {
    const { member } = signedInOf(request);
    const row = await memberUpload(db, { brandId: member.brandId, memberId: member.id }, request.params.id);
    return sendImage(reply, row, 'private, no-store');
  });
}

/** Operator upload calls under /admin/api/uploads (registered by the operator API with its sign-in). */
export function adminUploadRoutes(
  app: FastifyInstance,
  db: Database,
  signedIn: (request: FastifyRequest) => Promise<{ operatorId: number | null }>,
): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = `${ADMIN_API_PREFIX}uploads`;

  typed.post(
    base,
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        querystring: OperatorUploadQuerySchema,
        response: { 200: EnvelopeSchema(UploadResultSchema), ...errors },
      },
    },
    async (request) => {
      const actor = await signedIn(request);
      const brand = await getBrand(db, request.query.merchant);
      if (actor.operatorId === null) throw new Error('operator uploads need a signed-in operator');
      const value = await storeUpload(
        db,
        { brandId: brand.id, operatorId: actor.operatorId },
        request.query.purpose,
        imageBody(request),
      );
      return { success: true, value };
    },
  );

  typed.get(`${base}/:id`, { schema: { params: UploadIdParamsSchema } }, async (request, reply) => {
    await signedIn(request);
    return sendImage(reply, await anyUpload(db, request.params.id), 'private, no-store');
  });
}
