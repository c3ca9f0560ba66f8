// Builds the Fastify app (tests use it with inject; main.ts makes it listen).
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.ts';
import { ErrorBody } from './lib/schemas.ts';
import { MAX_UPLOAD_BYTES } from './lib/form.ts';
import auth from './plugins/auth.ts';
import content from './plugins/content.ts';
import docs from './plugins/docs.ts';
import errors from './plugins/errors.ts';
import hosting from './plugins/hosting.ts';
import publisherPlugin, { type Publisher } from './plugins/publisher.ts';
import { registerRoutes } from './routes/index.ts';

export interface AppOptions {
  config: Config;
  /** the build queue; tests may pass a recorder. Default: the real queue of server/publish */
  publisher?: Publisher;
  /** requests per minute for login from one address */
  loginRateLimit?: number;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
    // The first start on an empty database seeds the demo inside the content plugin (about a hundred
    // pictures drawn and stored with variants): longer than Fastify's default 10 s plugin timeout.
    pluginTimeout: 300_000,
    ajv: { customOptions: { removeAdditional: 'all', coerceTypes: 'array', useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addSchema(ErrorBody);
  await app.register(errors);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 30, fields: 100, fieldSize: 1024 * 1024 },
  });
  await app.register(content, { config });
  await app.register(auth, { secret: config.jwtSecret });
  await app.register(docs);
  const publisher = options.publisher ?? (await import('./publish/index.ts')).createPublisher(app, config);
  await app.register(publisherPlugin, { publisher });
  await registerRoutes(app, { loginRateLimit: options.loginRateLimit ?? 10 });
  await app.register(hosting, {
    distDir: config.distDir,
    adminDir: path.join(config.rootDir, 'dist', 'admin'),
    uploadsDir: path.join(config.dataDir, 'uploads'),
  });
  return app;
}
