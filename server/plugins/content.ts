// The content database and the upload store: opened, migrated, first admin made, demo seeded.
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { databaseFile, openDatabase, type ContentDb } from '../../content-db/open.ts';
import { migrateToLatest } from '../../content-db/migrate.ts';
import { liveDatabaseFile, openLiveCopy } from '../../content-db/live.ts';
import { countUsers, createUser } from '../../content-db/users.ts';
import { isEmpty, seedDemo } from '../../content-db/seed/index.ts';
import type { Config } from '../config.ts';
import { typeOfKind } from '../lib/file-check.ts';
import { MediaStore } from '../lib/media.ts';
import { hashPassword } from '../lib/passwords.ts';
import { generatePassword } from '../lib/random.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the working copy: what editors read and write */
    db: ContentDb;
    /** the live copy: what the site is built from and public reads answer (content-db/live.ts) */
    liveDb: ContentDb;
    media: MediaStore;
    config: Config;
    /** set when this start generated the admin password (printed once by main.ts) */
    generatedAdminPassword: string | undefined;
  }
}

export default fp(async function content(app: FastifyInstance, opts: { config: Config }) {
  const { config } = opts;
  const db = openDatabase(databaseFile(config.dataDir));
  await migrateToLatest(db);
  const media = new MediaStore(db, path.join(config.dataDir, 'uploads'));
  media.avifOnUpload = config.uploadAvif;
  media.shareCropsInBackground = config.shareCrops;
  app.decorate('db', db);
  app.decorate('media', media);
  app.decorate('config', config);
  app.decorate('generatedAdminPassword', undefined);

  if ((await countUsers(db)) === 0) {
    const password = config.adminPassword ?? generatePassword();
    if (!config.adminPassword) app.generatedAdminPassword = password;
    await createUser(db, { name: 'Administrator', email: config.adminEmail, password_hash: await hashPassword(password), profile_image: null });
  }
  if (config.seedDemo && (await isEmpty(db))) {
    // without AVIF: they follow once the first release is live (lib/avif-backfill.ts)
    await seedDemo(db, (image, folder) =>
      media.save({ field: 'seed', filename: 'seed', buffer: image.buffer, type: typeOfKind(image.kind) }, folder, { background: false }),
    );
  }

  // after the seed: a new install's demo content is live from the start
  const liveDb = await openLiveCopy(db, liveDatabaseFile(config.dataDir));
  app.decorate('liveDb', liveDb);
  media.attachLiveCopy(liveDb);

  app.addHook('onClose', async () => {
    await media.close();
    await liveDb.destroy();
    await db.destroy();
  });
});
