// The mail sender of the server process (server/mail/sender.ts), as app.mail.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { mailSealKey } from './seal.ts';
import { MailSender } from './sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailSender;
  }
}

export interface MailPluginOptions {
  config: Config;
  /** tests make the backoff short */
  retryDelaysMs?: readonly number[];
}

export default fp(
  async function mail(app: FastifyInstance, opts: MailPluginOptions) {
    const sender = new MailSender({
      db: app.db,
      smtpUrl: opts.config.mail.smtpUrl,
      from: opts.config.mail.from,
      sealKey: mailSealKey(opts.config.jwtSecret),
      ...(opts.retryDelaysMs ? { retryDelaysMs: opts.retryDelaysMs } : {}),
      onError: (err) => app.log.error({ err }, 'mail queue'),
    });
    app.decorate('mail', sender);
    app.addHook('onReady', async () => sender.start());
    // before the content plugin's onClose closes the databases
    app.addHook('preClose', async () => sender.stop());
  },
  { name: 'mail' },
);
