import { sql, type Kysely } from 'kysely';

/**
 * A ticket's places as rows: capacity C is C rows of `ticket_place`, each free or taken. An apply
 * takes a free row with `FOR UPDATE SKIP LOCKED`, so concurrent applies of one ticket lock
 * different rows instead of queueing on the ticket row's `sold` counter, which goes. Places
 * already sold become the first taken rows; a ticket sold past a lowered capacity keeps one row
 * per sale.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ticket_place')
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('ticket.id'))
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('taken', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('ticket_place_pkey', ['ticket_id', 'n'])
    .execute();
  await db.schema
    .createIndex('ticket_place_free')
    .on('ticket_place')
    .columns(['ticket_id', 'n'])
    .where(sql.ref('taken'), '=', false)
    .execute();
  await sql`
    INSERT INTO ticket_place (ticket_id, n, taken)
    SELECT t.id, g.n, g.n <= t.sold
    FROM ticket t CROSS JOIN LATERAL generate_series(1, greatest(t.capacity, t.sold)) AS g(n)`.execute(
    db,
  );
  await db.schema.alterTable('ticket').dropColumn('sold').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('ticket')
    .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    UPDATE ticket t SET sold = (SELECT count(*) FROM ticket_place p
                                WHERE p.ticket_id = t.id AND p.taken)`.execute(db);
  await db.schema.dropTable('ticket_place').execute();
}
