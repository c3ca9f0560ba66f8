// OpenAPI from the route schemas: /api/docs/json and the UI at /api/docs.
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifySchema {
    /** a multipart body: shown in OpenAPI, read and checked by the handler (lib/form.ts) */
    multipartBody?: unknown;
  }
}

export default fp(async function docs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Trabzon construction site API',
        description: 'Content API of the public site and the admin back-office. Writes need a bearer token.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    // Multipart bodies are parsed by the handler, so they live outside `body` (which Fastify would
    // validate as JSON) and are moved into the document here.
    transform: ({ schema, url }) => {
      if (schema && (schema as { multipartBody?: unknown }).multipartBody) {
        const { multipartBody, ...rest } = schema as Record<string, unknown>;
        return { schema: { ...rest, body: multipartBody, consumes: ['multipart/form-data', 'application/json'] } as never, url };
      }
      return { schema: schema as never, url };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
