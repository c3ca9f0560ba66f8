// The Leads screen's routes (API.md "Site search and leads"): list, state and note, KVKK erasure, CSV.
// Leads are people's names and numbers: editors and administrators see them, authors (who write
// content) do not.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LEAD_LIST, LEAD_STATES, deleteLead, listLeads, updateLead } from '../../../content-db/leads.ts';
import { inTransaction } from '../../../content-db/open.ts';
import { deleteLeadMails } from '../../mail/queue.ts';
import { found, notFound } from '../../lib/errors.ts';
import { listQuerystring, paging, readList } from '../../lib/list-query.ts';
import { paramId } from '../../lib/request.ts';
import { EDITOR } from '../../lib/roles.ts';
import { Envelope, IdParams, ListPaging, errors } from '../../lib/schemas.ts';
import { leadsCsv } from '../../leads/csv.ts';
import { LeadSchema, LeadStateSchema } from '../../schemas/leads.ts';

const tags = ['leads'];
const READ = { ...EDITOR, auth: 'required' } as const;
const NOTE_MAX = 2000;

const leadsAdmin: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/leads',
    {
      config: READ,
      schema: {
        tags,
        summary: `The leads, newest first; status: ${LEAD_STATES.join(', ')}`,
        querystring: listQuerystring(LEAD_LIST),
        response: { 200: Envelope({ leads: Type.Array(LeadSchema), ...ListPaging }), ...errors(400, 401) },
      },
    },
    async (request) => {
      const list = readList(request, LEAD_LIST);
      const listed = await listLeads(app.db, list);
      return { success: true, leads: listed.rows, ...paging(list, listed) };
    },
  );

  app.get(
    '/leads.csv',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Every lead as CSV (UTF-8 with BOM, for Excel)',
        response: { 200: Type.String({ description: 'text/csv; charset=utf-8' }), ...errors(401) },
      },
    },
    async (_request, reply) => {
      const { rows } = await listLeads(app.db, {});
      const day = new Date().toISOString().slice(0, 10);
      reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="leads-${day}.csv"`).header('cache-control', 'no-store');
      return reply.send(leadsCsv(rows));
    },
  );

  app.put(
    '/leads/:id',
    {
      config: { ...EDITOR, publishes: false },
      schema: {
        tags,
        summary: "A lead's state and note",
        params: IdParams,
        body: Type.Object({ state: LeadStateSchema, note: Type.Optional(Type.String({ maxLength: NOTE_MAX })) }),
        response: { 200: Envelope({ lead: LeadSchema }), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const lead = found(await updateLead(app.db, paramId(request), request.body), 'Lead');
      return { success: true, message: 'Lead updated', lead };
    },
  );

  app.delete(
    '/leads/:id',
    {
      config: { ...EDITOR, publishes: false },
      schema: {
        tags,
        summary: "Erases a lead for good with its notification mails, sent or waiting (KVKK: on the person's request)",
        params: IdParams,
        response: { 200: Envelope({}), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const id = paramId(request);
      // its notification mails hold the same details: erased with it, sent or still waiting
      const deleted = await inTransaction(app.db, async (trx) => {
        if (!(await deleteLead(trx, id))) return false;
        await deleteLeadMails(trx, id);
        return true;
      });
      if (!deleted) throw notFound('Lead');
      return { success: true, message: 'Lead deleted' };
    },
  );
};

export default leadsAdmin;
