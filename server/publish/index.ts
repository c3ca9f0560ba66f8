// The site build queue. Placeholder until the publishing pipeline lands: records requests only.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Publisher } from '../plugins/publisher.ts';

export function createPublisher(_app: FastifyInstance, _config: Config): Publisher {
  return { request: () => {} };
}
