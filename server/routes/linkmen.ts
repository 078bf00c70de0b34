import { sql, type Selectable } from 'kysely';
import type { AppContext } from '../context';
import type { LinkmanTable } from '../db/types';
import { apiError } from '../http/errors';
import { eventOrThrow } from '../services/applications';
import { addWithinCap, pageRange } from '../services/caps';
import { acceptFormValues, parseJsonObject } from '../services/form-values';
import type { Area } from './types';

interface LinkmanInput {
  name: string;
  matchEventID: number;
  formValues: string;
}

/**
 * A contact's values, checked against the form of the event they were entered for: fields may be
 * missing (a contact fills a form later), but what is there must fit, as on a sign-up.
 */
function contactValues(ctx: AppContext, input: LinkmanInput): string {
  const received = parseJsonObject(input.formValues, 'formValues');
  const event = eventOrThrow(ctx, input.matchEventID);
  return JSON.stringify(acceptFormValues(event, received, { partial: true }));
}

function linkmanView(row: Selectable<LinkmanTable>) {
  return {
    id: row.id,
    name: row.name,
    isSelf: row.is_self,
    formValues: row.values,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

async function ownedLinkman(ctx: AppContext, runnerId: number, linkmanId: number) {
  const row = await ctx.db
    .selectFrom('linkman')
    .selectAll()
    .where('id', '=', linkmanId)
    .where('runner_id', '=', runnerId)
    .executeTakeFirst();
  if (!row) throw apiError('linkmanNotFound');
  return row;
}

/** Saved contacts (linkmen) that prefill the sign-up form; each runner sees only their own. */
export const linkmanRoutes: Area = async (app, { ctx, bases }) => {
  app.api(bases.a, {
    method: 'GET',
    path: 'player/listsLinkmanInfo',
    auth: true,
    handler: async ({ input, runnerId }) => {
      const { offset, limit } = pageRange(input);
      const [rows, { total }] = await Promise.all([
        ctx.db
          .selectFrom('linkman')
          .selectAll()
          .where('runner_id', '=', runnerId)
          .orderBy('is_self', 'desc')
          .orderBy('id')
          .offset(offset)
          .limit(limit)
          .execute(),
        ctx.db
          .selectFrom('linkman')
          .select(sql<number>`count(*)::int`.as('total'))
          .where('runner_id', '=', runnerId)
          .executeTakeFirstOrThrow(),
      ]);
      return { list: rows.map(linkmanView), total, page: input.page, pageSize: input.pageSize };
    },
  });

  app.api(bases.a, {
    method: 'GET',
    path: 'player/detailLinkmanInfo',
    auth: true,
    handler: async ({ input, runnerId }) =>
      linkmanView(await ownedLinkman(ctx, runnerId, input.linkmanID)),
  });

  app.api(bases.a, {
    method: 'POST',
    path: 'player/createLinkmanInfo',
    auth: true,
    handler: async ({ input, runnerId }) => {
      const now = ctx.now();
      const values = contactValues(ctx, input);
      const row = await addWithinCap(ctx, 'linkman', runnerId, (db) =>
        db
          .insertInto('linkman')
          .values({
            runner_id: runnerId,
            name: input.name,
            values,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return linkmanView(row);
    },
  });

  app.api(bases.a, {
    method: 'POST',
    path: 'player/updateLinkmanInfo',
    auth: true,
    handler: async ({ input, runnerId }) => {
      const values = contactValues(ctx, input);
      const row = await ctx.db
        .updateTable('linkman')
        .set({ name: input.name, values, updated_at: ctx.now() })
        .where('id', '=', input.linkmanID)
        .where('runner_id', '=', runnerId)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw apiError('linkmanNotFound');
      return linkmanView(row);
    },
  });

  app.api(bases.a, {
    method: 'POST',
    path: 'player/deleteLinkmanInfo',
    auth: true,
    handler: async ({ input, runnerId }) => {
      const row = await ctx.db
        .deleteFrom('linkman')
        .where('id', '=', input.linkmanID)
        .where('runner_id', '=', runnerId)
        .returning('id')
        .executeTakeFirst();
      if (!row) throw apiError('linkmanNotFound');
      return { linkmanID: row.id };
    },
  });

  // The native app edits the runner's own details: one linkman per runner marked as "self".
  app.api(bases.a, {
    method: 'POST',
    path: 'player/appEditLinkmanInfo',
    auth: true,
    handler: async ({ input, runnerId }) => {
      const now = ctx.now();
      const values = contactValues(ctx, input);
      const row = await ctx.db
        .insertInto('linkman')
        .values({
          runner_id: runnerId,
          name: input.name,
          is_self: true,
          values,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc
            .column('runner_id')
            .where('is_self', '=', true)
            .doUpdateSet({ name: input.name, values, updated_at: now }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      return linkmanView(row);
    },
  });
};
