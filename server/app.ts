import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
// First: every zod schema below answers in Vietnamese (one error map, shared with the browser).
import '@/contracts/zod-vi';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorCode } from '@/contracts/envelope';
import { SERVER_TIME_HEADER } from '@/contracts/offline-write';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import type { GraphOptions } from './integrations/facebook-graph';
import type { WpClientOptions } from './integrations/wordpress';
import { type IdempotencyOptions, IdempotentWrites } from './lib/idempotent-write';
import { Jobs, type JobsOptions } from './lib/jobs';
import { SecretBox } from './lib/secrets';
import { strictValidatorCompiler } from './lib/strict-input';
import { WriteHealth } from './lib/write-health';
import { rbacAdminRoutes } from './modules/admin/rbac/routes';
import { referenceRoutes } from './modules/admin/reference/routes';
import { userAdminRoutes } from './modules/admin/users/routes';
import { aiSettingsRoutes } from './modules/ai-settings/routes';
import { articleAiRoutes } from './modules/article-ai/routes';
import { articlePushRoutes } from './modules/article-push/routes';
import { articleRoutes } from './modules/articles/routes';
import { attendanceAdminRoutes } from './modules/attendance/admin-routes';
import { attendanceOwnRoutes } from './modules/attendance/own-routes';
import { attendanceRoutes } from './modules/attendance/routes';
import { authRoutes } from './modules/auth/routes';
import { AuthService } from './modules/auth/service';
import { Sessions } from './modules/auth/sessions';
import { AccessTokens } from './modules/auth/tokens';
import { automationRoutes } from './modules/automation/routes';
import type { AutomationOptions } from './modules/automation/service';
import { companyRoutes } from './modules/companies/routes';
import { ctaRoutes } from './modules/ctas/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { fanpageRoutes } from './modules/fanpages/routes';
import { attachmentsHook } from './modules/files/attachments';
import type { UploadLimits } from './modules/files/receive';
import { filesRoutes } from './modules/files/routes';
import { FilesService } from './modules/files/service';
import { DiskFileStore, type FileStore, S3FileStore } from './modules/files/store';
import { assignmentRoutes } from './modules/fleet/assignments/routes';
import { checklistRoutes } from './modules/fleet/checklist/routes';
import { checklistItemRoutes } from './modules/fleet/checklist-items/routes';
import { documentRoutes } from './modules/fleet/documents/routes';
import { fuelRoutes } from './modules/fleet/fuel/routes';
import { maintenanceRoutes } from './modules/fleet/maintenance/routes';
import { maintenanceItemRoutes } from './modules/fleet/maintenance-items/routes';
import { orderRoutes } from './modules/fleet/orders/routes';
import { profileRoutes } from './modules/fleet/profile/routes';
import { vehicleTypeRoutes } from './modules/fleet/vehicle-types/routes';
import { vehicleRoutes } from './modules/fleet/vehicles/routes';
import { healthRoutes } from './modules/health/routes';
import { industryRoutes } from './modules/industries/routes';
import { createPushService, type PushOptions, type PushService } from './modules/notifications/push-service';
import { notificationRoutes } from './modules/notifications/routes';
import { releasePushQueue, setPushQueue } from './modules/notifications/service';
import { potentialCustomerRoutes } from './modules/potential-customers/routes';
import { quotationRoutes, quoteWebhookConfigured } from './modules/quotations/routes';
import { getOrCreateSetting } from './modules/settings/repo';
import { settingsRoutes } from './modules/settings/routes';
import { staffLookupRoutes } from './modules/staff-lookups/routes';
import { workRoutes } from './modules/work/routes';
import { LiveBoards } from './modules/work-live/hub';
import { workLiveRoutes } from './modules/work-live/routes';
import { workOrderRoutes } from './modules/work-orders/routes';
import { workStatsRoutes } from './modules/work-stats/routes';
import { wpSiteRoutes } from './modules/wp-sites/routes';
import { authPlugin } from './plugins/auth';
import { BAD_URL_MESSAGE, errorsPlugin } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { rbacPlugin } from './plugins/rbac';
import { staticPlugin } from './plugins/static';

export const APP_VERSION: string = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).version;

export type AppOptions = {
  database: Database;
  config?: Partial<
    Pick<
      ServerConfig,
      | 'jwtSecret'
      | 'accessTokenTtlSeconds'
      | 'refreshTokenTtlDays'
      | 'staticDir'
      | 'uploadsDir'
      | 'transportAdminUrl'
      | 'trustProxy'
      | 's3'
    >
  >;
  logger?: FastifyServerOptions['logger'];
  idempotency?: IdempotencyOptions;
  https?: { cert: Buffer; key: Buffer };
  /** Web push tuning; API tests point it at a fake push service on localhost. */
  push?: PushOptions;
  /** The login limiter's clock (tests move time instead of waiting). */
  loginClock?: () => number;
  /** Upload limits other than UPLOAD_LIMITS (tests). */
  uploadLimits?: Partial<UploadLimits>;
  /** Heartbeat of the live board streams (tests shorten it). */
  liveHeartbeatMs?: number;
  /** Background job tuning (tests shorten the poll and the lease). */
  jobs?: JobsOptions;
  /** WordPress request timeouts (tests shorten them). */
  wordpress?: WpClientOptions;
  /** The Graph API base and timeouts (default FACEBOOK_GRAPH_URL or the real Graph API). */
  facebook?: GraphOptions;
  /** Automation webhooks: env, timeouts and retry pacing (tests pass their own). */
  automation?: AutomationOptions;
};

/** Builds the whole server without listening, so tests drive it with `app.inject`. */
export async function buildApp({
  database,
  config = {},
  logger = false,
  https,
  idempotency,
  push: pushOptions,
  loginClock,
  uploadLimits,
  liveHeartbeatMs,
  jobs: jobsOptions,
  wordpress,
  facebook,
  automation,
}: AppOptions) {
  const app = Fastify({
    logger,
    ...(https ? { https } : {}),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // Off unless TRUST_PROXY says which proxies to believe: otherwise X-Forwarded-For picks req.ip.
    // (A hop count is valid at runtime; the typings list it only on some overloads.)
    trustProxy: (config.trustProxy ?? false) as boolean,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // A malformed URL (`%E0%A4%A`) or an over-long parameter: our error shape, never the raw URL.
    frameworkErrors: (_err, _req, reply) =>
      void (reply as FastifyReply).status(400).send({ message: BAD_URL_MESSAGE, code: ErrorCode.VALIDATION }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(strictValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    reply.header(SERVER_TIME_HEADER, String(Date.now()));
  });

  await app.register(helmet, {
    // Mantine writes its CSS variables at runtime, hence inline styles; no inline scripts.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // WordPress sites are data (admins add them at runtime): the blog view's featured images and
        // the images inside a post edited in /edit-article load from whatever address a site has.
        // Images cannot run script; everything else stays 'self'.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        // The documents screen frames an authenticated PDF fetched as a blob; the transport-admin
        // pages frame the configured external site.
        frameSrc: ["'self'", 'blob:', ...(config.transportAdminUrl ? [new URL(config.transportAdminUrl).origin] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Phones on the LAN may reach us over plain HTTP during setup; only pin HTTPS when we serve it.
    strictTransportSecurity: https ? undefined : false,
    crossOriginEmbedderPolicy: false,
  });
  // Big JSON answers (the month matrix: 2.6 MB for 500 people, 47 KB gzipped) cross a thin uplink
  // compressed. Not brotli: at zlib's default quality it costs far more CPU for such an answer.
  await app.register(compress, { encodings: ['gzip', 'deflate'], threshold: 1024 });
  const uploadsDir = config.uploadsDir ?? path.resolve('data', 'uploads');
  const store: FileStore = config.s3 ? new S3FileStore(config.s3) : new DiskFileStore(uploadsDir);
  const writeHealth = new WriteHealth(database.db, uploadsDir, config.s3 ? store : undefined);
  await app.register(errorsPlugin, { onWriteFailure: () => writeHealth.recordFailure() });
  await app.register(openapiPlugin, { version: APP_VERSION });

  const secret =
    config.jwtSecret ??
    (await getOrCreateSetting(database.db, 'auth.jwtSecret', () => randomBytes(48).toString('base64url')));
  const tokens = new AccessTokens(secret, config.accessTokenTtlSeconds ?? 900);
  const sessions = new Sessions(database.db);
  app.decorate('sessions', sessions);
  const auth = new AuthService(
    database.db,
    tokens,
    (config.refreshTokenTtlDays ?? 30) * 86_400_000,
    sessions,
    loginClock,
  );

  // Persisted background jobs: modules register their handlers while they are registered below;
  // workers start once the app is ready and stop before the server closes.
  const jobs = new Jobs(database, app.log, jobsOptions);
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('preClose', async () => jobs.stop());

  const writes = new IdempotentWrites(database.db, idempotency);
  // Reachable from tests and from modules registered later (each module gets it explicitly).
  app.decorate('writes', writes);
  const stopPurge = writes.schedulePurge(app.log);
  app.addHook('onClose', async () => stopPurge());

  await app.register(authPlugin, { db: database.db, tokens, sessions });
  // Every /api route registered from here on: rule + matrix check right after the bearer check.
  await app.register(rbacPlugin, { db: database.db });
  // Every write: the files it links exist and its author may read them (modules need no code of their own).
  app.addHook('preHandler', attachmentsHook(database.db));
  await app.register(healthRoutes, { database, version: APP_VERSION, writes: writeHealth });
  await app.register(settingsRoutes, { transportAdminUrl: config.transportAdminUrl });
  await app.register(authRoutes, { auth });
  const files = new FilesService(database.db, uploadsDir, store);
  await app.register(filesRoutes, { files, uploadLimits });
  const db = database.db;
  await app.register(assignmentRoutes, { db });
  await app.register(checklistRoutes, { db });
  await app.register(maintenanceRoutes, { db });
  await app.register(fuelRoutes, { db });
  await app.register(profileRoutes, { db });
  await app.register(documentRoutes, { db });
  await app.register(orderRoutes, { db });
  await app.register(vehicleRoutes, { db });
  await app.register(vehicleTypeRoutes, { db });
  await app.register(checklistItemRoutes, { db });
  await app.register(maintenanceItemRoutes, { db });
  await app.register(staffLookupRoutes, { db });
  await app.register(attendanceRoutes, { db });
  await app.register(attendanceOwnRoutes, { db });
  await app.register(attendanceAdminRoutes, { db });
  await app.register(workOrderRoutes, { db });
  await app.register(workRoutes, { db });
  await app.register(dashboardRoutes, { db });
  // Live boards: this instance LISTENs once; changes made through any instance reach its streams.
  const liveBoards = new LiveBoards(database, app.log);
  await liveBoards.start();
  app.decorate('liveBoards', liveBoards);
  // Before the server stops accepting: open streams would otherwise hold app.close() forever.
  app.addHook('preClose', async () => liveBoards.stop());
  await app.register(workLiveRoutes, { db, hub: liveBoards, heartbeatMs: liveHeartbeatMs });
  await app.register(workStatsRoutes, { db });
  // Secrets at rest (the AI key; WordPress application passwords): one box per app.
  const box = await SecretBox.open(db);
  await app.register(aiSettingsRoutes, { db, box });
  // AI generation of article steps: the 'article-ai' queue's handler runs on every instance.
  await app.register(articleAiRoutes, { db, box, jobs });
  // WordPress sites and pushing articles to them: app passwords sealed with the same box.
  const wpContext = { db, box, openFile: (id: string) => files.open(id), clientOptions: wordpress };
  await app.register(wpSiteRoutes, wpContext);
  await app.register(articlePushRoutes, wpContext);
  // Fanpages and their posts through the Graph API: page tokens sealed with the same box.
  const graph = { baseUrl: process.env.FACEBOOK_GRAPH_URL, ...facebook };
  await app.register(fanpageRoutes, { db, box, openFile: (id: string) => files.open(id), graph });
  await app.register(userAdminRoutes, { db });
  await app.register(referenceRoutes, { db });
  await app.register(rbacAdminRoutes, { db });
  await app.register(articleRoutes, { db, jobs, box });
  await app.register(ctaRoutes, { db });
  // Automation webhooks (issue 16): relays recorded as deliveries, sent by the 'automation-webhook' queue.
  const automationDeps = { db, box, jobs, options: automation ?? {} };
  await app.register(automationRoutes, automationDeps);
  // Quick quotation: a photo → lines by the vision model, or the quote-image webhook when configured.
  await app.register(quotationRoutes, { db, box, webhookConfigured: quoteWebhookConfigured(automationDeps) });
  await app.register(industryRoutes, { db });
  await app.register(companyRoutes, { db });
  await app.register(potentialCustomerRoutes, { db });
  // VAPID keys are created here on first start; notifications stored by any module queue their
  // push as a job in the storing transaction.
  const push = await createPushService(db, jobs, app.log, pushOptions);
  app.decorate('push', push);
  setPushQueue(push.queue);
  app.addHook('onClose', async () => releasePushQueue(push.queue));
  await app.register(notificationRoutes, { db, push });
  await app.register(staticPlugin, { root: config.staticDir });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    writes: IdempotentWrites;
    jobs: Jobs;
    push: PushService;
    sessions: Sessions;
    liveBoards: LiveBoards;
  }
}
