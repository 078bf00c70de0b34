import type { Kysely } from 'kysely';

/**
 * The language a runner signed up in (the request's `app-language`), so that what the server tells
 * them later without a request of theirs — the SMS offering a lapsed lottery place — is written in
 * their language. Null for entries made before it was recorded: those are told in Chinese, the
 * default language.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('application').addColumn('lang', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('application').dropColumn('lang').execute();
}
