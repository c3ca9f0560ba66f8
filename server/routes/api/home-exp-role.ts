// /api/home-exp-role: the single link button of the public home page (SPEC.md "Experience role link").
// Visitors see it only while its status is 1; POST creates or replaces it; PUT /toggle flips the status.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EXPERIENCE_LINK_TEXT } from '../../../content-db/defaults.ts';
import { getExperienceRoleLink, saveExperienceRoleLink, toggleExperienceRoleLink, type ExperienceRoleLink } from '../../../content-db/home.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { flag, has, readForm, text } from '../../lib/form.ts';
import { siteLink } from '../../lib/links.ts';
import { activeOnly, contentFor } from '../../lib/request.ts';
import { Envelope, Nullable, errors } from '../../lib/schemas.ts';
import { ExperienceLinkSchema } from '../../schemas/home.ts';
import { AUTHOR } from '../../lib/roles.ts';

const LinkBody = Type.Object(
  {
    link: Type.Optional(Type.String({ description: 'required; http(s), mailto, tel or a path on this site' })),
    text_en: Type.Optional(Type.String({ description: `required when sent; default '${EXPERIENCE_LINK_TEXT.en}'` })),
    text_tr: Type.Optional(Type.String({ description: `required when sent; default '${EXPERIENCE_LINK_TEXT.tr}'` })),
    tab: Type.Optional(Type.Unknown({ description: '1 opens a new tab; 1/0, true/false or "1"/"0"; default 0' })),
    status: Type.Optional(Type.Unknown({ description: '1 shows the button; default 1' })),
  },
  { additionalProperties: false },
);
const FIELDS = ['link', 'text_en', 'text_tr', 'tab', 'status'] as const;
const tags = ['home'];

const homeExpRole: FastifyPluginAsyncTypebox = async (app) => {
  const visible = (row: ExperienceRoleLink | undefined) => (row && row.status === 1 ? row : null);

  app.get(
    '/home-exp-role',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'The link; a visitor gets it only while its status is 1',
        response: { 200: Envelope({ data: Nullable(ExperienceLinkSchema) }) },
      },
    },
    async (request) => {
      const row = await getExperienceRoleLink(contentFor(request));
      return { success: true, data: activeOnly(request) ? visible(row) : (row ?? null) };
    },
  );

  app.get(
    '/home-exp-role/active',
    {
      config: { publicCache: true, publicForm: true },
      schema: { tags, summary: 'The link while its status is 1, else null', response: { 200: Envelope({ data: Nullable(ExperienceLinkSchema) }) } },
    },
    async (request) => ({ success: true, data: visible(await getExperienceRoleLink(contentFor(request))) }),
  );

  app.post(
    '/home-exp-role',
    {
      config: AUTHOR,
      schema: { tags, summary: 'Create or replace the link', body: LinkBody, response: { 200: Envelope({ data: ExperienceLinkSchema }), ...errors(400, 401) } },
    },
    async (request) => {
      const { fields } = await readForm(request, FIELDS);
      const link = text(fields, 'link');
      // The texts have defaults when not sent; sent blank they are missing.
      const text_en = has(fields, 'text_en') ? text(fields, 'text_en') : EXPERIENCE_LINK_TEXT.en;
      const text_tr = has(fields, 'text_tr') ? text(fields, 'text_tr') : EXPERIENCE_LINK_TEXT.tr;
      if (!link || !text_en || !text_tr) throw badRequest('Please fill in all required fields');
      // The button opens this link: web, mail, phone or a path on this site, never script (links.ts).
      if (siteLink(link) === null) throw badRequest('Please enter a valid link');
      const data = await saveExperienceRoleLink(app.db, {
        link,
        text_en,
        text_tr,
        tab: flag(fields, 'tab', 0),
        status: flag(fields, 'status', 1),
      });
      return { success: true, message: 'Experience role link saved successfully', data };
    },
  );

  app.put(
    '/home-exp-role/toggle',
    {
      config: AUTHOR,
      schema: { tags, summary: 'Flip the status of the link', response: { 200: Envelope({ data: ExperienceLinkSchema }), ...errors(401, 404) } },
    },
    async () => {
      const data = await toggleExperienceRoleLink(app.db);
      if (!data) throw notFound('Experience role link');
      return { success: true, message: 'Status updated successfully', data };
    },
  );
};

export default homeExpRole;
