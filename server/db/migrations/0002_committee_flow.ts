import type { Kysely } from 'kysely';

/** The committee documents a runner accepted when applying (null: the event had none). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('application')
    .addColumn('declaration_id', 'integer')
    .addColumn('commitment_id', 'integer')
    .addColumn('answer_template_id', 'integer')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('application')
    .dropColumn('declaration_id')
    .dropColumn('commitment_id')
    .dropColumn('answer_template_id')
    .execute();
}
