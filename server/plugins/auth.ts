// Bearer tokens for the whole API: one hook decides, per route, whether a token is needed.
// Writes need one unless the route says `config: { auth: 'public' }`; reads take one if sent (an
// admin then sees inactive items) unless the route says `auth: 'required'`.
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getUser, isTokenRevoked, type PublicUser } from '../../content-db/users.ts';
import { unauthorized } from '../lib/errors.ts';

export type AuthMode = 'public' | 'optional' | 'required';

interface Claims {
  sub: string;
  jti: string;
  exp: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
  }
  interface FastifyRequest {
    /** the signed-in user, or null for a visitor */
    viewer: PublicUser | null;
    claims: Claims | null;
  }
  interface FastifyInstance {
    issueToken(user: PublicUser): string;
  }
}

const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const TOKEN_TTL = '24h';

export function isWriteMethod(method: string): boolean {
  return WRITE.has(method);
}

export default fp(async function auth(app: FastifyInstance, opts: { secret: string }) {
  await app.register(jwt, { secret: opts.secret, sign: { expiresIn: TOKEN_TTL } });
  app.decorateRequest('viewer', null);
  app.decorateRequest('claims', null);

  app.decorate('issueToken', (user: PublicUser) =>
    app.jwt.sign({ sub: String(user.id), jti: crypto.randomUUID() }),
  );

  async function resolve(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    if (!header || !/^Bearer\s+/i.test(header)) return;
    let claims: Claims;
    try {
      claims = app.jwt.verify<Claims>(header.replace(/^Bearer\s+/i, ''));
    } catch {
      return;
    }
    if (!claims.jti || (await isTokenRevoked(app.db, claims.jti))) return;
    const user = await getUser(app.db, Number(claims.sub));
    if (!user) return; // a deleted user's token stops working
    request.viewer = user;
    request.claims = claims;
  }

  app.addHook('onRequest', async (request) => {
    const declared = request.routeOptions.config?.auth;
    const mode: AuthMode = declared ?? (isWriteMethod(request.method) ? 'required' : 'optional');
    if (mode === 'public') return;
    await resolve(request);
    if (mode === 'required' && !request.viewer) throw unauthorized();
  });
});
