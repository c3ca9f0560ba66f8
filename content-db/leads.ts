// Leads: what visitors send through the site's lead form (issue 23). Only the working copy holds them
// (migration 0012); the queries take the working copy's connection.
import { sql, type Generated, type Kysely } from 'kysely';
import { runListed, type ListFields, type ListQuery, type Listed } from './list-query.ts';
import { inTransaction, type ContentDb } from './open.ts';

export const LEAD_STATES = ['new', 'contacted', 'closed'] as const;
export type LeadState = (typeof LEAD_STATES)[number];
export type LeadLang = 'tr' | 'en';

type LeadTable = {
  id: Generated<number>;
  name: string;
  phone: string;
  email: string | null;
  message: string | null;
  project_id: number | null;
  lang: LeadLang;
  state: Generated<LeadState>;
  note: Generated<string>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
};
type LeadProofTable = {
  signature: string;
  expires_at: number;
};
type LeadTables = {
  leads: LeadTable;
  lead_proofs: LeadProofTable;
};

const withLeads = (db: ContentDb) => db.withTables<LeadTables>();

export interface LeadInput {
  name: string;
  phone: string;
  email: string | null;
  message: string | null;
  project_id: number | null;
  lang: LeadLang;
}

export interface Lead extends LeadInput {
  id: number;
  project: { id: number; title_en: string; title_tr: string; slug: string } | null;
  state: LeadState;
  note: string;
  created_at: string;
  updated_at: string;
}

/** The Leads screen searches names, phones, emails, messages and notes; it filters by state. */
export const LEAD_LIST: ListFields = {
  search: ['leads.name', 'leads.phone', 'leads.email', 'leads.message', 'leads.note'],
  sort: ['leads.created_at', 'leads.updated_at', 'leads.name', 'leads.state'],
  text: ['leads.name'],
  status: 'leads.state',
  statuses: LEAD_STATES,
  id: 'leads.id',
};

function leadSelect(db: ContentDb) {
  return withLeads(db)
    .selectFrom('leads')
    .leftJoin('projects', 'projects.id', 'leads.project_id')
    .select([
      'leads.id',
      'leads.name',
      'leads.phone',
      'leads.email',
      'leads.message',
      'leads.project_id',
      'leads.lang',
      'leads.state',
      'leads.note',
      'leads.created_at',
      'leads.updated_at',
      'projects.id as p_id',
      'projects.title_en as p_title_en',
      'projects.title_tr as p_title_tr',
      'projects.slug as p_slug',
    ])
    .orderBy('leads.created_at', 'desc')
    .orderBy('leads.id', 'desc');
}

type LeadRow = Awaited<ReturnType<ReturnType<typeof leadSelect>['executeTakeFirstOrThrow']>>;

function toLead({ p_id, p_title_en, p_title_tr, p_slug, ...row }: LeadRow): Lead {
  const project = p_id === null ? null : { id: p_id, title_en: p_title_en ?? '', title_tr: p_title_tr ?? '', slug: p_slug ?? '' };
  return { ...row, project };
}

/** Newest first unless a sort is asked. */
export async function listLeads(db: ContentDb, list: ListQuery): Promise<Listed<Lead>> {
  const listed = await runListed(leadSelect(db) as never, list, LEAD_LIST);
  return { rows: (listed.rows as LeadRow[]).map(toLead), total: listed.total };
}

export async function getLead(db: ContentDb, id: number): Promise<Lead | undefined> {
  const row = await leadSelect(db).where('leads.id', '=', id).executeTakeFirst();
  return row && toLead(row);
}

export async function createLead(db: ContentDb, input: LeadInput): Promise<Lead> {
  const { id } = await withLeads(db).insertInto('leads').values(input).returning('id').executeTakeFirstOrThrow();
  return (await getLead(db, id))!;
}

export async function updateLead(db: ContentDb, id: number, changes: { state: LeadState; note?: string }): Promise<Lead | undefined> {
  const set = { ...changes, updated_at: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ','now')` };
  const { numUpdatedRows } = await withLeads(db).updateTable('leads').set(set).where('id', '=', id).executeTakeFirst();
  return numUpdatedRows > 0n ? getLead(db, id) : undefined;
}

/** KVKK erasure: the row goes, and leads have no revisions, so no copy stays. */
export async function deleteLead(db: ContentDb, id: number): Promise<boolean> {
  const { numDeletedRows } = await withLeads(db).deleteFrom('leads').where('id', '=', id).executeTakeFirst();
  return numDeletedRows > 0n;
}

export async function countNewLeads(db: ContentDb): Promise<number> {
  const row = await withLeads(db)
    .selectFrom('leads')
    .select(sql<number>`count(*)`.as('n'))
    .where('state', '=', 'new')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether a proof was already used for a stored lead (a replay). */
export async function proofUsed(db: ContentDb, signature: string): Promise<boolean> {
  return !!(await withLeads(db).selectFrom('lead_proofs').select('signature').where('signature', '=', signature).executeTakeFirst());
}

/**
 * Stores the lead and marks its proof used, together: undefined when the proof was used meanwhile (two
 * sends of one proof at once: the primary key lets one through). A refused send leaves its proof
 * unused, so the visitor fixes a field and sends again without solving another. Expired proofs go on
 * the way (their challenges are refused anyway).
 */
export function storeLeadOnce(db: ContentDb, input: LeadInput, proof: { signature: string; expiresAt: number }, now = Date.now()): Promise<Lead | undefined> {
  return inTransaction(db, async (trx) => {
    const proofs = withLeads(trx);
    await proofs.deleteFrom('lead_proofs').where('expires_at', '<', now).execute();
    const used = await proofs
      .insertInto('lead_proofs')
      .values({ signature: proof.signature, expires_at: proof.expiresAt })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(used.numInsertedOrUpdatedRows ?? 0n) === 0) return undefined;
    return createLead(trx, input);
  });
}

export type LeadsDb = Kysely<LeadTables>;
