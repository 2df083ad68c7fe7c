import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type, { type TSchema } from 'typebox';
import {
  AdminContentItemSchema,
  AdminContentListSchema,
  AnnouncementsQuerySchema,
  AnnouncementsSchema,
  BannerInputSchema,
  ContentEnabledSchema,
  ContentImageSchema,
  ContentItemParamsSchema,
  ContentOrderSchema,
  ContentParamsSchema,
  ContentScheduleSchema,
  FeedbackBodySchema,
  FeedbackResultSchema,
  FeedbackRulesSchema,
  HelpCenterQuerySchema,
  HelpCenterSchema,
  HelpInputSchema,
  JackpotSchema,
  NoticeInputSchema,
  NoticesSeenBodySchema,
  VipInputSchema,
  VipLevelsSchema,
  VipQuerySchema,
  type ContentKind,
} from '../../../shared/api/content';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { ERROR_CODES, EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import { CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_TYPES } from '../../../shared/content-rules';
import { parseLanguage, type Language } from '../../../shared/i18n/languages';
import type { Database } from '../../db/client';
import { ApiError } from '../../lib/errors';
import { ADMIN_API_PREFIX } from '../../lib/paths';
import { contextOf } from '../../plugins/context';
import { signedInOf } from '../../plugins/member-auth';
import type { AuthDeps } from '../auth/deps';
import { resolveSession, type SignedIn } from '../auth/sessions';
import type { Actor } from '../admin/service';
import {
  deleteContent,
  listContent,
  orderContent,
  saveContent,
  scheduleContent,
  setContentEnabled,
  storeContentImage,
  type ContentInput,
} from './admin';
import { contentArtworkRoutes } from './artwork';
import { FEEDBACK_RULES, sendFeedback } from './feedback';
import { CONTENT_TOPIC } from './first-banner';
import { ContentImageStore } from './images';
import { jackpot } from './jackpot';
import { flagSeenNotices, markNoticesSeen, seenStateOwner } from './seen-notices';
import { announcements, helpCenter, parseTypes, vipLevels } from './service';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };

declare module 'fastify' {
  interface FastifyInstance {
    /** The content image files (CONTENT_IMAGES_DIR); the operator API writes through it. */
    contentImages: ContentImageStore;
  }
}

/** The image plus a little slack, so an oversized file gets content.image.too.large rather than a bare 413. */
const IMAGE_BODY_LIMIT = CONTENT_IMAGE_MAX_BYTES + 64 * 1024;

export interface ContentDeps {
  db: Database;
  auth: AuthDeps;
  contentImagesDir: string;
  now: () => number;
}

/**
 * Player content calls (HTTP shape only; rules in service.ts, seen-notices.ts, feedback.ts,
 * jackpot.ts), the generated artwork and the public content images. Open to visitors but the
 * seen-notices call; on the announcement and feedback calls a valid token is used when sent
 * (logged-in popups and their seen flags, feedback recorded as the member's) and a missing or
 * dead one just means "visitor".
 */
export function contentRoutes(app: FastifyInstance, deps: ContentDeps): void {
  const { db } = deps;
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const store = new ContentImageStore(deps.contentImagesDir);
  app.decorate('contentImages', store);
  store.routes(app);
  contentArtworkRoutes(app);
  const now = () => new Date(deps.now());
  const languageOf = (request: FastifyRequest, ...asked: (string | undefined)[]): Language =>
    asked.map((code) => parseLanguage(code)).find((code) => code !== undefined) ?? contextOf(request).language;
  const optionalMember = async (request: FastifyRequest): Promise<SignedIn | null> => {
    const ctx = contextOf(request);
    if (ctx.token === '') return null;
    return resolveSession(deps.auth, ctx.brand, ctx.token).catch(() => null);
  };

  typed.get(
    ENDPOINTS.announcements.path,
    {
      schema: {
        querystring: AnnouncementsQuerySchema,
        response: { 200: EnvelopeSchema(AnnouncementsSchema), ...errors },
      },
    },
    async (request) => {
      const { brand } = contextOf(request);
      const member = await optionalMember(request);
      const value = await announcements(db, brand, {
        language: languageOf(request, request.query.language),
        types: parseTypes(request.query.types),
        execution: request.query.execution?.toUpperCase() || undefined,
        groupName: request.query.groupName || undefined,
        signedIn: member !== null,
        now: now(),
      });
      const owner = seenStateOwner(member?.member);
      if (owner !== undefined) await flagSeenNotices(db, owner, value);
      return { success: true, value };
    },
  );

  typed.put(
    ENDPOINTS.noticesSeen.path,
    { schema: { body: NoticesSeenBodySchema, response: { 200: EnvelopeSchema(Type.Null()), ...errors } } },
    async (request) => {
      const { brand } = contextOf(request);
      await markNoticesSeen(db, brand.id, signedInOf(request).member, request.body.ids, now());
      return { success: true, value: null };
    },
  );

  typed.get(
    ENDPOINTS.helpCenter.path,
    { schema: { querystring: HelpCenterQuerySchema, response: { 200: EnvelopeSchema(HelpCenterSchema), ...errors } } },
    async (request) => {
      const language = languageOf(request, request.query.lang, request.query.language);
      return { success: true, value: await helpCenter(db, contextOf(request).brand, language, now()) };
    },
  );

  typed.get(
    ENDPOINTS.vipLevels.path,
    { schema: { querystring: VipQuerySchema, response: { 200: EnvelopeSchema(VipLevelsSchema), ...errors } } },
    async (request) => {
      const language = languageOf(request, request.query.language);
      return { success: true, value: { levels: await vipLevels(db, contextOf(request).brand, language, now()) } };
    },
  );

  typed.get(
    ENDPOINTS.feedbackRules.path,
    { schema: { response: { 200: EnvelopeSchema(FeedbackRulesSchema), ...errors } } },
    () => Promise.resolve({ success: true, value: FEEDBACK_RULES }),
  );

  typed.put(
    ENDPOINTS.feedback.path,
    { schema: { body: FeedbackBodySchema, response: { 200: EnvelopeSchema(FeedbackResultSchema), ...errors } } },
    async (request) => {
      const { brand, language } = contextOf(request);
      const member = await optionalMember(request);
      const value = await sendFeedback(
        db,
        { brandId: brand.id, memberId: member?.member.id ?? null, ip: request.ip, language, now: now() },
        request.body,
      );
      return { success: true, value };
    },
  );

  typed.get(
    ENDPOINTS.jackpot.path,
    { schema: { response: { 200: EnvelopeSchema(JackpotSchema), ...errors } } },
    async (request) => {
      const { brand } = contextOf(request);
      return { success: true, value: await jackpot(db, { id: brand.id, currency: brand.wallet.currency }, now()) };
    },
  );
}

const INPUT_SCHEMAS: Record<ContentKind, TSchema> = {
  banners: BannerInputSchema,
  notices: NoticeInputSchema,
  help: HelpInputSchema,
  vip: VipInputSchema,
};

/**
 * The operator content API under /admin/api/content/:merchant (registered by the operator API
 * with its sign-in): per kind list, create, replace, delete, enable, schedule and order, plus
 * the image upload. Roles and audit are the service's (admin.ts).
 */
export function adminContentRoutes(
  app: FastifyInstance,
  db: Database,
  signedIn: (request: FastifyRequest) => Promise<Actor>,
): void {
  const store = app.contentImages;
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = `${ADMIN_API_PREFIX}content/:merchant`;
  const Item = EnvelopeSchema(AdminContentItemSchema);
  const List = EnvelopeSchema(AdminContentListSchema);
  // Every process's content caches (the first banner of index.html) forget after an operator write.
  const changed = async <T>(write: Promise<T>): Promise<T> => {
    const value = await write;
    await app.changes.publish(CONTENT_TOPIC);
    return value;
  };

  for (const kind of Object.keys(INPUT_SCHEMAS) as ContentKind[]) {
    const path = `${base}/${kind}`;
    const body = INPUT_SCHEMAS[kind];

    typed.get(
      path,
      { schema: { params: ContentParamsSchema, response: { 200: List, ...errors } } },
      async (request) => ({
        success: true,
        value: await listContent(db, await signedIn(request), request.params.merchant, kind),
      }),
    );

    typed.post(
      path,
      { schema: { params: ContentParamsSchema, body, response: { 200: Item, ...errors } } },
      async (request) => ({
        success: true,
        value: await changed(
          saveContent(db, await signedIn(request), request.params.merchant, kind, request.body as ContentInput),
        ),
      }),
    );

    typed.put(
      `${path}/order`,
      { schema: { params: ContentParamsSchema, body: ContentOrderSchema, response: { 200: List, ...errors } } },
      async (request) => ({
        success: true,
        value: await changed(
          orderContent(db, await signedIn(request), request.params.merchant, kind, request.body.ids),
        ),
      }),
    );

    typed.put(
      `${path}/:id`,
      { schema: { params: ContentItemParamsSchema, body, response: { 200: Item, ...errors } } },
      async (request) => ({
        success: true,
        value: await changed(
          saveContent(
            db,
            await signedIn(request),
            request.params.merchant,
            kind,
            request.body as ContentInput,
            request.params.id,
          ),
        ),
      }),
    );

    typed.delete(
      `${path}/:id`,
      { schema: { params: ContentItemParamsSchema, response: { 200: EnvelopeSchema(Type.Null()), ...errors } } },
      async (request) => {
        await changed(deleteContent(db, await signedIn(request), request.params.merchant, kind, request.params.id));
        return { success: true, value: null };
      },
    );

    typed.put(
      `${path}/:id/enabled`,
      { schema: { params: ContentItemParamsSchema, body: ContentEnabledSchema, response: { 200: Item, ...errors } } },
      async (request) => ({
        success: true,
        value: await changed(
          setContentEnabled(
            db,
            await signedIn(request),
            request.params.merchant,
            kind,
            request.params.id,
            request.body.enabled,
          ),
        ),
      }),
    );

    typed.put(
      `${path}/:id/schedule`,
      { schema: { params: ContentItemParamsSchema, body: ContentScheduleSchema, response: { 200: Item, ...errors } } },
      async (request) => ({
        success: true,
        value: await changed(
          scheduleContent(db, await signedIn(request), request.params.merchant, kind, request.params.id, request.body),
        ),
      }),
    );
  }

  // The raw image is the body; its type is decided from the bytes (images.ts).
  void app.register((scope, _options, done) => {
    for (const mime of [...CONTENT_IMAGE_TYPES, 'application/octet-stream'])
      if (!scope.hasContentTypeParser(mime))
        scope.addContentTypeParser(
          mime,
          { parseAs: 'buffer', bodyLimit: IMAGE_BODY_LIMIT },
          (_request, payload, done) => done(null, payload),
        );
    scope.withTypeProvider<TypeBoxTypeProvider>().post(
      `${base}/images`,
      {
        bodyLimit: IMAGE_BODY_LIMIT,
        schema: { params: ContentParamsSchema, response: { 200: EnvelopeSchema(ContentImageSchema), ...errors } },
      },
      async (request) => {
        const actor = await signedIn(request);
        if (!Buffer.isBuffer(request.body))
          throw new ApiError(
            415,
            ERROR_CODES.contentImageType,
            'Send the image itself as the body (image/png, image/jpeg or image/webp)',
          );
        return {
          success: true,
          value: await storeContentImage(db, store, actor, request.params.merchant, request.body),
        };
      },
    );
    done();
  });
}
