import { sql, type Kysely } from 'kysely';

/**
 * Add-ons and charity donations of an order. `extra_stock` holds each add-on's stock and each
 * charity's places, seeded from the configs like tickets; `sold` only changes by a conditional
 * update, so a stock is never oversold. `application_extra` holds an order's priced lines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('extra_stock')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('event.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('extra_stock_pk', ['event_id', 'kind', 'item_id'])
    .addCheckConstraint('extra_stock_sold', sql`sold >= 0`)
    .execute();
  await db.schema
    .createTable('application_extra')
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('application.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('holds_stock', 'boolean', (c) => c.notNull().defaultTo(true))
    .addPrimaryKeyConstraint('application_extra_pk', ['application_id', 'kind', 'item_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('application_extra').execute();
  await db.schema.dropTable('extra_stock').execute();
}
