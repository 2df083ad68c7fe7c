import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import { COUNTRIES } from '../../../shared/countries';
import {
  CountrySchema,
  DomainRouteSchema,
  RegisterSettingsSchema,
  SystemStatusSchema,
  WhitelabelNodeSchema,
} from '../../../shared/api/system';
import Type from 'typebox';
import { contextOf } from '../../plugins/context';
import { COMPRESS_THRESHOLD, brotliSync, gzipWithTail, preferredEncoding } from '../../lib/compress-sync';
import { STATUS_HEAD_SCHEMA, STATUS_INFO_SCHEMA, statusBody, type Serializer } from './status-body';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };

/** The start-up configuration calls (api-contract.md 3.1). No token; the brand comes from the Merchant header. */
export function systemRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  // The hottest call: the brand part of the body is serialised and deflated once per brand and
  // key rotation, each request adds only its own head (see statusBody and gzipWithTail), so
  // @fastify/compress's per-response streams stay out of it.
  app.get(
    ENDPOINTS.systemStatus.path,
    { compress: false, schema: { response: { 200: EnvelopeSchema(SystemStatusSchema), ...errors } } },
    (request, reply) => {
      const { head, tail } = statusBody(
        contextOf(request).brand,
        request.ip,
        reply.compileSerializationSchema(STATUS_HEAD_SCHEMA) as Serializer,
        reply.compileSerializationSchema(STATUS_INFO_SCHEMA) as Serializer,
      );
      reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
      const size = head.length + tail.bytes.length;
      const encoding = size < COMPRESS_THRESHOLD ? null : preferredEncoding(request.headers['accept-encoding']);
      if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(gzipWithTail(head, tail));
      const body = Buffer.concat([head, tail.bytes], size);
      if (encoding === 'br') return reply.header('content-encoding', 'br').send(brotliSync(body));
      return reply.send(body);
    },
  );

  typed.get(
    ENDPOINTS.whitelabel.path,
    { schema: { response: { 200: EnvelopeSchema(Type.Array(WhitelabelNodeSchema)), ...errors } } },
    (request) => ({
      success: true,
      value: contextOf(request).brand.info.whitelabel,
    }),
  );

  typed.get(
    ENDPOINTS.registerSettings.path,
    { schema: { response: { 200: EnvelopeSchema(RegisterSettingsSchema), ...errors } } },
    (request) => ({
      success: true,
      value: contextOf(request).brand.info.register,
    }),
  );

  // The same for every brand and visitor; browsers keep it for the session (an hour at most).
  typed.get(
    ENDPOINTS.country.path,
    { schema: { response: { 200: EnvelopeSchema(Type.Array(CountrySchema)), ...errors } } },
    (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { success: true, value: [...COUNTRIES] };
    },
  );

  typed.get(
    ENDPOINTS.domainRoute.path,
    { schema: { response: { 200: EnvelopeSchema(Type.Array(DomainRouteSchema)), ...errors } } },
    (request) => ({
      success: true,
      value: contextOf(request).brand.info.domainRoute,
    }),
  );
}
