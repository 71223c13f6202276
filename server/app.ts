import { API_PREFIX } from '@contract/pages';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { proxyTrustOption, type Config } from './config';
import { authPlugin } from './auth';
import { binPlugin, binRoutes } from './bin';
import { createDb, type Db } from './db';
import {
  answerRouterError,
  contentVersionPlugin,
  etagPlugin,
  named,
  refuseInfiniteNumbers,
  registerErrorHandler,
  responseCachePlugin,
  schemaCompilers,
} from './http';
import { criticalFacePlugin } from './fonts';
import { nextBoundary } from './publishing';
import { donorReceiptRoutes, mailPlugin, mailRoutes, unsubscribeRoutes } from './mail';
import { uploadsPlugin } from './media';
import { securityHeadersPlugin, seoRoutes, spaPlugin } from './pages';
import { auditRoutes } from './resources/audit';
import { documentRoutes } from './resources/documents';
import { highlightRoutes } from './resources/highlights';
import { imageRoutes } from './resources/images';
import { newsRoutes } from './resources/news';
import { newsLogoRoutes } from './resources/newsLogos';
import { partnerRoutes } from './resources/partners';
import {
  giftRoutes,
  form10bdRoutes,
  giftImportRoutes,
  receiptRoutes,
  confirmationRoutes,
  upiGivingRoutes,
} from './gifts';
import { projectRoutes } from './resources/projects';
import { settingRoutes } from './resources/settings';
import { noticeRoutes, teamRoutes } from './resources/team';
import { testimonialRoutes } from './resources/testimonials';
import { urduRoutes } from './resources/urdu';
import { twoFactorRoutes } from './resources/twoFactor';
import { userRoutes } from './resources/users';
import { versionRoutes } from './resources/versions';

type AppOptions = {
  config: Config;
  /** An open database; by default one is opened from the config and closed with the app. */
  db?: Db;
  /** Where log lines go (one JSON line per write); standard output by default. */
  logStream?: { write(line: string): void };
  /** The clock that decides what is public (schedules, issue 31): Date.now, or a test's. */
  now?: () => number;
};

export { API_PREFIX };
const OPENAPI_PATH = '/api/openapi.json';

/** The API's resources, registered in this order under API_PREFIX. */
const API_ROUTES = {
  userRoutes,
  twoFactorRoutes,
  settingRoutes,
  imageRoutes,
  partnerRoutes,
  highlightRoutes,
  newsLogoRoutes,
  newsRoutes,
  testimonialRoutes,
  projectRoutes,
  giftRoutes,
  receiptRoutes,
  giftImportRoutes,
  form10bdRoutes,
  confirmationRoutes,
  upiGivingRoutes,
  auditRoutes,
  versionRoutes,
  binRoutes,
  urduRoutes,
  documentRoutes,
  teamRoutes,
  noticeRoutes,
  mailRoutes,
  donorReceiptRoutes,
  unsubscribeRoutes,
};

/* An empty body with Content-Type: application/json is allowed (PUT /news/{id} pins that way). */
function acceptEmptyJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}

export async function buildApp({ config, db, logStream, now = Date.now }: AppOptions) {
  const app = Fastify({
    logger: { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    // A setting or text field may be long; 1 MB is the limit of every upload too.
    bodyLimit: 1024 * 1024,
    // A path the router refuses (undecodable, or a parameter past 100 characters).
    frameworkErrors: answerRouterError,
    // Behind a TLS-terminating proxy: the client's address (sign-in limit) and https (HSTS).
    trustProxy: proxyTrustOption(config.trustProxy),
    schemaController: { compilersFactory: schemaCompilers },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const database = db ?? createDb(config);
  app.decorate('db', database);
  app.decorate('clock', now);
  if (!db) app.addHook('onClose', async () => database.destroy());

  registerErrorHandler(app);
  refuseInfiniteNumbers(app);
  acceptEmptyJson(app);
  await app.register(securityHeadersPlugin);
  // Before every route: the caches of public reads learn of each admin write.
  // A schedule's boundary turns the generation too, on every instance (server/publishing).
  await app.register(contentVersionPlugin, {
    checkEveryMs: config.contentCheckMs,
    now,
    nextChange: (at) => nextBoundary(database, at),
  });
  await app.register(responseCachePlugin);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Charity site API', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  await app.register(authPlugin, { secret: config.jwtSecret });
  await app.register(uploadsPlugin, { uploadsDir: config.uploadsDir });
  await app.register(binPlugin);
  await app.register(mailPlugin, { mail: config.mail, publicUrl: config.publicUrl });

  await app.register(
    named('api', async (api) => {
      await api.register(etagPlugin);
      for (const [name, routes] of Object.entries(API_ROUTES))
        await api.register(named(name, routes));
    }),
    { prefix: API_PREFIX },
  );

  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());

  await app.register(named('seoRoutes', seoRoutes), { publicUrl: config.publicUrl });
  await app.register(criticalFacePlugin);
  await app.register(spaPlugin, {
    publicUrl: config.publicUrl,
    clientDir: config.clientDir,
    // webpack writes the server renderer beside the client build: build/server/render.js.
    renderBundle: path.join(path.dirname(config.clientDir), 'server', 'render.js'),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
