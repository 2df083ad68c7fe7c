import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DownloadsSchema, UPDATE_FEED_PATH } from '../../../shared/api/downloads';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import { InstallerCatalog } from './installers';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };

/**
 * The desktop downloads: the installers and electron-updater's generic feed are served from
 * DOWNLOADS_DIR under /down/updates, and GET /wps/system/downloads lists the installers with
 * version, size and SHA-512 for the /down page. The feed files (latest*.yml) must be
 * revalidated on every check; installers carry their version in the name and may be cached.
 */
export function downloadRoutes(app: FastifyInstance, downloadsDir: string): void {
  const catalog = new InstallerCatalog(downloadsDir);
  void app.register(fastifyStatic, {
    root: downloadsDir,
    prefix: `${UPDATE_FEED_PATH}/`,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', filePath.endsWith('.yml') ? 'no-cache' : 'public, max-age=86400');
    },
  });

  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get(
      ENDPOINTS.downloads.path,
      { schema: { response: { 200: EnvelopeSchema(DownloadsSchema), ...errors } } },
      async () => ({ success: true, value: { installers: await catalog.list() } }),
    );
}
