// The site's lead form (API.md "Site search and leads"): GET /api/leads/challenge and POST /api/leads,
// both public and open to SITE_URL's origin. The lead is stored before anything else happens
// (DESIGN.md); the notification mail is only queued, and nothing about mail fails the visitor's send.
import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getProject } from '../../../content-db/projects.ts';
import { proofUsed, storeLeadOnce } from '../../../content-db/leads.ts';
import { HttpError } from '../../lib/errors.ts';
import { Envelope, errors } from '../../lib/schemas.ts';
import { siteCors } from '../../leads/cors.ts';
import { LEAD_LIMITS, readLeadFields } from '../../leads/lead-input.ts';
import { leadLang, leadMessage, type LeadMessage } from '../../leads/messages.ts';
import { checkProof, createLeadChallenge, proofKey } from '../../leads/proof.ts';
import { queueLeadNotification } from '../../mail/lead-notification.ts';

const tags = ['leads'];
/** POSTs per client address (request.ip: X-Forwarded-For only from TRUST_PROXY's proxies) and window. */
export const LEAD_RATE = { max: 10, timeWindow: '10 minutes' } as const;
/**
 * Challenges per client address and minute: a visitor needs one per form shown (a page has at most two
 * forms, a retry asks again); a script fetching them by the thousand to solve later is held back.
 */
export const CHALLENGE_RATE = { max: 30, timeWindow: '1 minute' } as const;
/** The largest lead body: the fields' limits (about 2,000 characters of message, 4,000 of proof) fit many times over. */
export const LEAD_BODY_LIMIT = 16 * 1024;

/** The language of a refusal sent before the body is read: the browser's, Turkish by default. */
const headerLang = (request: FastifyRequest) => leadLang(/^\s*en\b/i.test(String(request.headers['accept-language'] ?? '')) ? 'en' : 'tr');

const LeadBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: LEAD_LIMITS.name * 2, description: '2 to 100 characters' })),
  phone: Type.Optional(
    Type.String({ maxLength: LEAD_LIMITS.phone, description: 'Turkish (0532 123 45 67, +90 532 123 4567) or international (+44 20 7946 0958)' }),
  ),
  email: Type.Optional(Type.Union([Type.String({ maxLength: LEAD_LIMITS.email }), Type.Null()])),
  message: Type.Optional(Type.Union([Type.String({ maxLength: LEAD_LIMITS.message * 2, description: 'at most 2000 characters' }), Type.Null()])),
  project_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.String({ maxLength: 12 }), Type.Null()], { description: 'a published project' })),
  lang: Type.Optional(Type.String({ maxLength: 2, description: 'tr or en: the language of the answer too' })),
  consent: Type.Optional(Type.Boolean({ description: 'must be true: the KVKK consent box' })),
  website: Type.Optional(Type.String({ maxLength: 500, description: 'the honeypot: people leave it empty' })),
  altcha: Type.Optional(Type.String({ maxLength: 4000, description: 'the solved ALTCHA challenge (base64 JSON)' })),
});

const ChallengeAnswer = Type.Object({
  algorithm: Type.String(),
  challenge: Type.String(),
  maxnumber: Type.Integer(),
  salt: Type.String(),
  signature: Type.String(),
});

const refuse = (status: number, key: LeadMessage, lang: 'tr' | 'en') => new HttpError(status, leadMessage(key, lang));

const leads: FastifyPluginAsyncTypebox = async (app) => {
  const key = proofKey(app.config.jwtSecret);
  siteCors(app, app.config.siteUrl, ['/leads', '/leads/challenge']);

  app.get(
    '/leads/challenge',
    {
      config: {
        auth: 'public',
        rateLimit: { ...CHALLENGE_RATE, hook: 'onRequest', errorResponseBuilder: (request) => refuse(429, 'tooMany', headerLang(request)) },
      },
      schema: {
        tags,
        summary: 'A proof-of-work challenge for the lead form, valid 10 minutes',
        security: [],
        response: { 200: ChallengeAnswer, ...errors(429) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return createLeadChallenge(key, Date.now(), app.config.leadProofMaxNumber);
    },
  );

  app.post(
    '/leads',
    {
      // a body over 16 KB is a 413 before it is read whole (Fastify stops reading at the limit)
      bodyLimit: LEAD_BODY_LIMIT,
      config: {
        auth: 'public',
        publishes: false,
        // before the body is read: a client over its limit costs no parsing, however large its bodies;
        // the refusal speaks the browser's language (Accept-Language), as the body is not read yet
        rateLimit: { ...LEAD_RATE, hook: 'onRequest', errorResponseBuilder: (request) => refuse(429, 'tooMany', headerLang(request)) },
      },
      // the handler answers a body the schema refuses, in the visitor's language and in API.md's order
      attachValidation: true,
      schema: {
        tags,
        summary: "A visitor's lead (the site's lead form)",
        security: [],
        body: LeadBody,
        response: { 200: Envelope({}), ...errors(400, 413, 429) },
      },
    },
    async (request) => {
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      const lang = leadLang(body.lang);
      // a bot filled the field people cannot see: it is told it worked and learns nothing
      if (typeof body.website === 'string' && body.website !== '') return { success: true, message: leadMessage('sent', lang) };
      const proof = await checkProof(body.altcha, key);
      if (!proof.ok) throw refuse(400, proof.why === 'early' ? 'proofEarly' : 'proofMissing', lang);
      if (await proofUsed(app.db, proof.signature)) throw refuse(400, 'proofUsed', lang);
      if (body.consent !== true) throw refuse(400, 'consent', lang);
      if (body.lang !== 'tr' && body.lang !== 'en') throw refuse(400, 'lang', lang);
      const fields = readLeadFields(body, lang);
      if (!fields.ok) throw refuse(400, fields.problem, lang);
      if (request.validationError) throw refuse(400, 'form', lang);
      const { project_id } = fields.input;
      if (project_id !== null) {
        const project = await getProject(app.liveDb, project_id);
        if (!project || project.status !== 'active') throw refuse(400, 'project', lang);
      }
      const lead = await storeLeadOnce(app.db, fields.input, proof);
      if (!lead) throw refuse(400, 'proofUsed', lang);
      try {
        await queueLeadNotification(app.db, lead);
      } catch (err) {
        // the lead is stored and shows on the Leads screen: the visitor's send succeeded
        request.log.error({ err, lead: lead.id }, 'the lead notification could not be queued');
      }
      return { success: true, message: leadMessage('sent', lang) };
    },
  );
};

export default leads;
