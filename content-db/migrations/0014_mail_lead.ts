// A queued mail names the lead it tells about (issue 23, KVKK): erasing a lead erases its notification
// mails too, waiting or sent, since they hold the visitor's details. No foreign key: the lead's route
// deletes both in one transaction, and a cascade would hide that from a reader of the route.
import type { Kysely } from 'kysely';

/** the notification's plain text ends with the lead's number (server/mail/lead-notification.ts) */
const LEAD_NUMBER = /#(\d+)\s*$/;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_queue').addColumn('lead_id', 'integer').execute();
  await db.schema.createIndex('mail_queue_lead_idx').ifNotExists().on('mail_queue').column('lead_id').execute();
  // mails queued before this column existed still find their lead
  const rows: Array<{ id: number; text: string }> = await db.selectFrom('mail_queue').select(['id', 'text']).where('kind', '=', 'lead').execute();
  for (const row of rows) {
    const lead = LEAD_NUMBER.exec(row.text)?.[1];
    if (lead)
      await db
        .updateTable('mail_queue')
        .set({ lead_id: Number(lead) })
        .where('id', '=', row.id)
        .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('mail_queue_lead_idx').ifExists().execute();
  await db.schema.alterTable('mail_queue').dropColumn('lead_id').execute();
}
