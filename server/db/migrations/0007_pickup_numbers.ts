import type { Kysely } from 'kysely';

/**
 * Pickup reservations with a counter per slot (booked by a conditional update, so a slot is never
 * overbooked), and race numbers, unique per race by their primary key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pickup_slot')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('event.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('slot_id', 'text', (c) => c.notNull())
    .addColumn('taken', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('pickup_slot_pk', ['event_id', 'date', 'slot_id'])
    .execute();

  await db.schema
    .createTable('pickup_reservation')
    .addColumn('application_id', 'integer', (c) => c.primaryKey().references('application.id'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('event.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('slot_id', 'text', (c) => c.notNull())
    .addColumn('proxy_name', 'text')
    .addColumn('proxy_phone', 'text')
    .addColumn('proxy_id_number', 'text')
    .addColumn('reserved_at', 'timestamptz', (c) => c.notNull())
    .addColumn('collected_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('race_number')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('event.id'))
    .addColumn('cno', 'text', (c) => c.notNull())
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().unique().references('application.id'),
    )
    .addColumn('taken_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('race_number_pk', ['event_id', 'cno'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['race_number', 'pickup_reservation', 'pickup_slot']) {
    await db.schema.dropTable(table).execute();
  }
}
