// Builds the Fastify app (tests use it with inject; main.ts makes it listen).
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.ts';
import { backfillAvifOnceLive } from './lib/avif-backfill.ts';
import { backfillShareCropsOnceLive } from './lib/share-crop-backfill.ts';
import { helmetDirectives } from './lib/csp.ts';
import { ErrorBody } from './lib/schemas.ts';
import { MAX_UPLOAD_BYTES } from './lib/form.ts';
import { AddressWindow } from './lib/address-window.ts';
import { LoginThrottle } from './lib/login-throttle.ts';
import { SignInChallenges } from './two-factor/challenges.ts';
import { LOG_REDACT_PATHS, requestForLog } from './lib/log-redact.ts';
import { limitRouteTexts } from './lib/text-limits.ts';
import auth from './plugins/auth.ts';
import content from './plugins/content.ts';
import docs from './plugins/docs.ts';
import errors from './plugins/errors.ts';
import history from './plugins/history.ts';
import hosting from './plugins/hosting.ts';
import readCache from './plugins/read-cache.ts';
import signedInReads from './plugins/signed-in-reads.ts';
import { SiteFastPath, serverWithFastPath } from './plugins/site-fast-path.ts';
import publisherPlugin, { type Publisher } from './plugins/publisher.ts';
import { registerRoutes } from './routes/index.ts';
import recordVersions from './plugins/record-versions.ts';
import publishing from './workflow/publishing.ts';
import scheduler from './workflow/scheduler.ts';
import siteRedirects from './plugins/site-redirects.ts';
import mail from './mail/plugin.ts';
import linkHealth from './health/plugin.ts';

export interface AppOptions {
  config: Config;
  /** the build queue; tests may pass a recorder. Default: the real queue of server/publish */
  publisher?: Publisher;
  /** the admin bundle served at /admin (default dist/admin); browser tests serve a copy of their own */
  adminDir?: string;
  /** requests per minute for login from one address */
  loginRateLimit?: number;
  /** the per-account sign-in limit; tests pass one with their own clock */
  loginThrottle?: LoginThrottle;
  /** the per-address limit of password-reset requests (default 5 per 15 minutes); tests may widen it */
  forgotLimit?: AddressWindow;
  /** the clock of two-factor sign-in (TOTP steps, challenge expiry); tests move it by hand */
  clock?: () => number;
  /** where log lines go (default stdout); tests read them */
  logStream?: { write(line: string): void };
  /** the mail queue's waits between tries (default 1 min, 5, 15, 60, 6 h); tests make them short */
  mailRetryDelaysMs?: readonly number[];
}

/**
 * Fastify 5.12 ignores a plain hop count (it cannot tell a proxy from a client that connects directly),
 * so a count becomes "trust the nearest n hops": right only when the server is reachable through the
 * proxies alone (HOST=127.0.0.1 behind a local reverse proxy), as docs/configuration.md says.
 */
function fastifyTrustProxy(trust: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  // the live release's files are answered before routing (plugins/site-fast-path.ts)
  const fastPath = new SiteFastPath();
  const app = Fastify({
    serverFactory: serverWithFastPath(fastPath),
    // the build hook's secret, preview tokens and reset tokens never reach a log line (lib/log-redact.ts)
    logger: {
      level: config.logLevel,
      serializers: { req: requestForLog },
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Only the configured proxies' X-Forwarded-For is believed (TRUST_PROXY): request.ip keys the limits.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
    // The first start on an empty database seeds the demo inside the content plugin (about a hundred
    // pictures drawn and stored with variants): longer than Fastify's default 10 s plugin timeout.
    pluginTimeout: 300_000,
    ajv: { customOptions: { removeAdditional: 'all', coerceTypes: 'array', useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addSchema(ErrorBody);
  // before any route: every text field of every request schema gets its maxLength
  app.addHook('onRoute', limitRouteTexts);
  await app.register(errors);
  await app.register(helmet, {
    // lib/csp.ts: no inline script anywhere; site pages add their own scripts' hashes, uploads get a sandbox
    contentSecurityPolicy: { useDefaults: false, directives: helmetDirectives() },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 30, fields: 100, fieldSize: 1024 * 1024 },
  });
  await app.register(content, { config });
  await app.register(auth, { secret: config.jwtSecret });
  // public API reads answered from memory once per content revision, with ETag and 304
  await app.register(readCache);
  // and signed-in reads of the same routes, per user, while nothing is written
  await app.register(signedInReads);
  await app.register(docs);
  const publisher = options.publisher ?? (await import('./publish/index.ts')).createPublisher(app, config);
  await app.register(publisherPlugin, { publisher });
  // an upload's AVIF twins arrive after its publish: one more publish lists them in the pages
  app.media.setAvifListener({
    made: (paths) => app.publisher.request(`AVIF variants of ${paths.length === 1 ? paths[0] : `${paths.length} uploads`}`),
    failed: (path, err) => app.log.warn({ err, path }, 'could not make the AVIF variants of an upload (pages show WebP)'),
    // a sharing crop made after the publish of its upload or focal point: one more publish names it in og:image
    cropsMade: (paths) => app.publisher.request(`sharing images of ${paths.length === 1 ? paths[0] : `${paths.length} pictures`}`),
    cropFailed: (path, err) => app.log.warn({ err, path }, 'could not make the sharing crop of a picture (its pages share it uncropped)'),
  });
  // uploads without AVIF twins (the demo's pictures, seeded without: the first start stays fast) get them once a release is live
  if (config.uploadAvif) backfillAvifOnceLive(app);
  // and pictures without the sharing crop of their focal point get it, the same way
  if (config.shareCrops) backfillShareCropsOnceLive(app);
  // before the publisher and the databases close: no AVIF work may finish into them
  app.addHook('preClose', () => app.media.close());
  // the one publishing service: routes, the scheduler and instant mode (server/workflow/publishing.ts)
  await app.register(publishing);
  await app.register(history);
  // versions of every record: ETag, If-Match and the 412 of a stale write (after history: the actor scope)
  await app.register(recordVersions);
  // scheduled publishing: runs what is due from the schedule table (server/workflow/scheduler.ts)
  await app.register(scheduler);
  // the redirects set in the admin, answered by the site (server/plugins/site-redirects.ts)
  await app.register(siteRedirects);
  // the mail queue's sender (server/mail/sender.ts): lead notifications, password reset codes
  await app.register(mail, { config, ...(options.mailRetryDelaysMs ? { retryDelaysMs: options.mailRetryDelaysMs } : {}) });
  // the weekly check of the live site's external links (server/health/): after mail, which it writes to
  await app.register(linkHealth, { config });
  await registerRoutes(app, {
    loginRateLimit: options.loginRateLimit ?? 10,
    loginThrottle: options.loginThrottle ?? new LoginThrottle(),
    // API.md "Secrets": the sixth request for one address within 15 minutes is a 429, known or not
    forgotLimit: options.forgotLimit ?? new AddressWindow({ max: 5, windowMs: 15 * 60_000 }),
    signInChallenges: new SignInChallenges(options.clock),
    clock: options.clock ?? Date.now,
  });
  await app.register(hosting, {
    distDir: config.distDir,
    adminDir: options.adminDir ?? path.join(config.rootDir, 'dist', 'admin'),
    uploadsDir: path.join(config.dataDir, 'uploads'),
    fastPath,
  });
  return app;
}
