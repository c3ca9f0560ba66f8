// Bearer tokens for the whole API: one hook decides, per route, whether a token is needed.
// Writes need one unless the route says `config: { auth: 'public' }`; reads take one if sent (an
// admin then sees inactive items) unless the route says `auth: 'required'`. A route that needs one
// also says which role may call it (`role`, server/lib/roles.ts): a 403 otherwise, before the body is read.
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getSignedInUser, isTokenRevoked, type PublicUser } from '../../content-db/users.ts';
import { Type } from 'typebox';
import { HttpError, unauthorized } from '../lib/errors.ts';
import { getSecurity, policyCovers } from '../../content-db/two-factor.ts';
import { UNDECLARED_ROLE, forbidden, roleAllows, type Role } from '../lib/roles.ts';
import { writeStamp } from '../../content-db/write-stamp.ts';
import { LruMap } from '../lib/lru-map.ts';

export type AuthMode = 'public' | 'optional' | 'required';

interface Claims {
  sub: string;
  jti: string;
  /** the user's token version when the token was issued */
  ver: number;
  exp: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
    /** the lowest role that may call the route when it needs a token (server/lib/roles.ts) */
    role?: Role;
  }
  interface FastifyRequest {
    /** the signed-in user, or null for a visitor */
    viewer: PublicUser | null;
    claims: Claims | null;
  }
  interface FastifyInstance {
    issueToken(user: PublicUser, tokenVersion: number): string;
    /** the write stamp of the working copy and the live copy (content-db/write-stamp.ts): equal until anything is written */
    writeStamp: () => string;
    /**
     * The user of an Authorization header whose check is kept for the present write stamp and who may
     * read (no two-factor set-up owed), else null: the fast path's signed-in reads (site-fast-path.ts).
     * Never a first check: a token not yet seen, or seen before the last write, answers null.
     * `stamp`: the present write stamp, when the caller has just read it.
     */
    keptViewer(authorization: string | undefined, stamp?: string): PublicUser | null;
  }
}

/** Sign-ins kept at most (a token's check is kept while nothing is written: see resolve) */
const KEPT_SIGN_INS = 1000;

/** What a token of a user who must set up two-factor sign-in first may call. */
const SETUP_ROUTES = /^\/v2\/api\/(2fa\/|verify$|logout$)/;
export const SET_UP_FIRST = 'Set up two-factor sign-in first';

const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const TOKEN_TTL = '24h';
/** Pinned, so a token of another kind (another algorithm, issuer or audience) is never taken for ours. */
export const TOKEN_FORMAT = { algorithm: 'HS256', issuer: 'trabzon-cms', audience: 'trabzon-cms-admin' } as const;

export function isWriteMethod(method: string): boolean {
  return WRITE.has(method);
}

export default fp(async function auth(app: FastifyInstance, opts: { secret: string }) {
  const { algorithm, issuer, audience } = TOKEN_FORMAT;
  await app.register(jwt, {
    secret: opts.secret,
    sign: { algorithm, iss: issuer, aud: audience, expiresIn: TOKEN_TTL },
    verify: { algorithms: [algorithm], allowedIss: issuer, allowedAud: audience, requiredClaims: ['iss', 'aud', 'exp', 'sub', 'jti'] },
  });
  app.decorateRequest('viewer', null);
  app.decorateRequest('claims', null);

  app.decorate('issueToken', (user: PublicUser, tokenVersion: number) => app.jwt.sign({ sub: String(user.id), jti: crypto.randomUUID(), ver: tokenVersion }));

  // A token's check (its signature, its revocation, its user with role and token version) is kept while
  // nothing at all is written to either database: a sign-out, a password or role change, a user's
  // removal are all writes, so each counts at the next request, as before. Its expiry is checked on
  // every use. Without it a signed-in read spent most of its time here (issue 31: 50 clients reading
  // admin list pages).
  const stamp = writeStamp(app.db, app.liveDb);
  app.decorate('writeStamp', stamp);
  const kept = new LruMap<string, { stamp: string; claims: Claims; user: PublicUser }>(KEPT_SIGN_INS);

  // the two-factor policy, kept the same way
  let policy: { stamp: string; value: Awaited<ReturnType<typeof getSecurity>> } | null = null;
  async function security() {
    const before = stamp();
    if (policy?.stamp === before) return policy.value;
    const value = await getSecurity(app.db);
    if (stamp() === before) policy = { stamp: before, value };
    return value;
  }

  const tokenOf = (header: string | undefined) => (header && /^Bearer\s+/i.test(header) ? header.replace(/^Bearer\s+/i, '') : null);
  /** the kept check of `token` while it holds: made at the present stamp, and the token not expired */
  const keptCheck = (token: string, now: string) => {
    const known = kept.get(token);
    return known && known.stamp === now && known.claims.exp * 1000 > Date.now() ? known : null;
  };

  app.decorate('keptViewer', (header: string | undefined, now: string = stamp()) => {
    const token = tokenOf(header);
    const known = token === null ? null : keptCheck(token, now);
    if (!known) return null;
    // one who owes a second factor is answered by the full hook (its 403), as is anyone when the policy is not kept
    if (!known.user.twoFactor && (policy?.stamp !== now || policyCovers(policy.value.require2fa, known.user.role))) return null;
    return known.user;
  });

  async function resolve(request: FastifyRequest): Promise<void> {
    const token = tokenOf(request.headers.authorization);
    if (token === null) return;
    const before = stamp();
    const known = keptCheck(token, before);
    if (known) {
      request.viewer = known.user;
      request.claims = known.claims;
      return;
    }
    let claims: Claims;
    try {
      claims = app.jwt.verify<Claims>(token);
    } catch {
      return;
    }
    if (!claims.jti || !Number.isInteger(claims.ver) || (await isTokenRevoked(app.db, claims.jti))) return;
    // a deleted user's token stops working, and so does one issued before a password change
    const user = await getSignedInUser(app.db, Number(claims.sub), claims.ver);
    if (!user) return;
    request.viewer = user;
    request.claims = claims;
    // kept only when no write came between the reads and now
    if (stamp() === before) {
      kept.set(token, { stamp: before, claims, user });
    }
  }

  // every route that needs a token may answer the role's 403: the OpenAPI document says so once, here,
  // instead of in each route's list of errors
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const needsToken = route.config?.auth === 'required' || (route.config?.auth !== 'public' && methods.some(isWriteMethod));
    const schema = route.schema as { response?: Record<string, unknown> } | undefined;
    if (!needsToken || !schema?.response || schema.response[403]) return;
    route.schema = { ...schema, response: { ...schema.response, 403: Type.Ref('ErrorBody') } };
  });

  app.addHook('onRequest', async (request) => {
    const declared = request.routeOptions.config?.auth;
    const mode: AuthMode = declared ?? (isWriteMethod(request.method) ? 'required' : 'optional');
    if (mode === 'public') return;
    await resolve(request);
    // a user the security policy covers who has no second factor yet may only set one up
    if (request.viewer && !request.viewer.twoFactor && !SETUP_ROUTES.test(request.routeOptions.url ?? '')) {
      const { require2fa } = await security();
      if (policyCovers(require2fa, request.viewer.role)) throw new HttpError(403, SET_UP_FIRST);
    }
    if (mode !== 'required') return;
    if (!request.viewer) throw unauthorized();
    // the role is read from the database with the user on every request: a role change counts at once
    if (!roleAllows(request.viewer.role, request.routeOptions.config?.role ?? UNDECLARED_ROLE)) throw forbidden();
  });
});
