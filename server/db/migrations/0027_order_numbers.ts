import { sql, type Kysely } from 'kysely';

/**
 * Order numbers drawn from a sequence (see `orderNumberSql`) instead of at random: 10 random
 * digits a day meant a 6 % chance of two equal numbers among 35,000 orders of one day and 39 %
 * among 100,000, and the second order then failed as if the runner had signed up already.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE SEQUENCE order_number`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP SEQUENCE order_number`.execute(db);
}
