// The site's lead form (API.md "Site search and leads"): GET /api/leads/challenge and POST /api/leads,
// both public and open to SITE_URL's origin. The lead is stored before anything else happens
// (DESIGN.md); the notification mail is only queued, and nothing about mail fails the visitor's send.
import { Type } from 'typebox';
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
      config: { auth: 'public' },
      schema: { tags, summary: 'A proof-of-work challenge for the lead form, valid 10 minutes', security: [], response: { 200: ChallengeAnswer } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return createLeadChallenge(key);
    },
  );

  app.post(
    '/leads',
    {
      config: {
        auth: 'public',
        publishes: false,
        // after the body is read, so the refusal is in the visitor's language
        rateLimit: {
          ...LEAD_RATE,
          hook: 'preHandler',
          errorResponseBuilder: (request) => refuse(429, 'tooMany', leadLang((request.body as { lang?: unknown } | undefined)?.lang)),
        },
      },
      // the handler answers a body the schema refuses, in the visitor's language and in API.md's order
      attachValidation: true,
      schema: {
        tags,
        summary: "A visitor's lead (the site's lead form)",
        security: [],
        body: LeadBody,
        response: { 200: Envelope({}), ...errors(400, 429) },
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
