// /api/home-exp-role: the single link button of the public home page (SPEC.md "Experience role link").
// Visitors see it only while its status is 1; POST creates or replaces it; PUT /toggle flips the status.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getExperienceRoleLink, saveExperienceRoleLink, toggleExperienceRoleLink, type ExperienceRoleLink } from '../../../content-db/home.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { flag, has, readForm, text } from '../../lib/form.ts';
import { activeOnly } from '../../lib/request.ts';
import { Envelope, Flag, Nullable, Timestamps, errors } from '../../lib/schemas.ts';

export const DEFAULT_TEXT_EN = 'Explore';
export const DEFAULT_TEXT_TR = 'Keşfet';

const LinkSchema = Type.Object({
  id: Type.Integer(),
  link: Type.String(),
  text_en: Type.String(),
  text_tr: Type.String(),
  tab: Flag,
  status: Flag,
  ...Timestamps,
});
const LinkBody = Type.Object(
  {
    link: Type.Optional(Type.String({ description: 'required; http(s), mailto, tel or a path on this site' })),
    text_en: Type.Optional(Type.String({ description: `required when sent; default '${DEFAULT_TEXT_EN}'` })),
    text_tr: Type.Optional(Type.String({ description: `required when sent; default '${DEFAULT_TEXT_TR}'` })),
    tab: Type.Optional(Type.Unknown({ description: '1 opens a new tab; 1/0, true/false or "1"/"0"; default 0' })),
    status: Type.Optional(Type.Unknown({ description: '1 shows the button; default 1' })),
  },
  { additionalProperties: false },
);
const FIELDS = ['link', 'text_en', 'text_tr', 'tab', 'status'] as const;
const tags = ['home'];

/** The button opens this link: refuse script and data URLs, allow web, mail, phone and local links. */
function safeLink(link: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1]?.toLowerCase();
  return scheme === undefined || ['http', 'https', 'mailto', 'tel'].includes(scheme);
}

const homeExpRole: FastifyPluginAsyncTypebox = async (app) => {
  const visible = (row: ExperienceRoleLink | undefined) => (row && row.status === 1 ? row : null);

  app.get(
    '/home-exp-role',
    { schema: { tags, summary: 'The link; a visitor gets it only while its status is 1', response: { 200: Envelope({ data: Nullable(LinkSchema) }) } } },
    async (request) => {
      const row = await getExperienceRoleLink(app.db);
      return { success: true, data: activeOnly(request) ? visible(row) : (row ?? null) };
    },
  );

  app.get(
    '/home-exp-role/active',
    { schema: { tags, summary: 'The link while its status is 1, else null', response: { 200: Envelope({ data: Nullable(LinkSchema) }) } } },
    async () => ({ success: true, data: visible(await getExperienceRoleLink(app.db)) }),
  );

  app.post(
    '/home-exp-role',
    { schema: { tags, summary: 'Create or replace the link', body: LinkBody, response: { 200: Envelope({ data: LinkSchema }), ...errors(400, 401) } } },
    async (request) => {
      const { fields } = await readForm(request, FIELDS);
      const link = text(fields, 'link');
      // The texts have defaults when not sent; sent blank they are missing.
      const text_en = has(fields, 'text_en') ? text(fields, 'text_en') : DEFAULT_TEXT_EN;
      const text_tr = has(fields, 'text_tr') ? text(fields, 'text_tr') : DEFAULT_TEXT_TR;
      if (!link || !text_en || !text_tr) throw badRequest('Please fill in all required fields');
      if (!safeLink(link)) throw badRequest('Please enter a valid link');
      const data = await saveExperienceRoleLink(app.db, {
        link, text_en, text_tr, tab: flag(fields, 'tab', 0), status: flag(fields, 'status', 1),
      });
      return { success: true, message: 'Experience role link saved successfully', data };
    },
  );

  app.put(
    '/home-exp-role/toggle',
    { schema: { tags, summary: 'Flip the status of the link', response: { 200: Envelope({ data: LinkSchema }), ...errors(401, 404) } } },
    async () => {
      const data = await toggleExperienceRoleLink(app.db);
      if (!data) throw notFound('Experience role link');
      return { success: true, message: 'Status updated successfully', data };
    },
  );
};

export default homeExpRole;
