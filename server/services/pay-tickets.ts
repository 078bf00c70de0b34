import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context';
import { apiError } from '../http/errors';
import { ownedApplication } from './applications';
import { sha256 } from './auth';

/** Long enough for the app to navigate, short enough that a leaked URL is soon worthless. */
export const PAY_TICKET_TTL_SECONDS = 120;

/**
 * A one-time ticket that lets one navigation pay one of the runner's orders. Full-page pay routes
 * take it instead of the session token, which would otherwise sit in the browser history, the
 * server logs and the bank's Referer.
 */
export async function issuePayTicket(ctx: AppContext, runnerId: number, applicationId: number) {
  const application = await ownedApplication(ctx.db, runnerId, applicationId);
  const now = ctx.now();
  const ticket = randomBytes(24).toString('base64url');
  await ctx.db
    .insertInto('pay_ticket')
    .values({
      ticket_hash: sha256(ticket),
      runner_id: runnerId,
      application_id: application.id,
      expires_at: new Date(now.getTime() + PAY_TICKET_TTL_SECONDS * 1000),
      created_at: now,
    })
    .execute();
  return { ticket, expiresIn: PAY_TICKET_TTL_SECONDS };
}

/** The runner a ticket was issued to, once: used, expired or for another order answers 401. */
export async function redeemPayTicket(
  ctx: AppContext,
  ticket: string,
  applicationId: number,
): Promise<number> {
  const row = await ctx.db
    .updateTable('pay_ticket')
    .set({ used: true })
    .where('ticket_hash', '=', sha256(ticket))
    .where('application_id', '=', applicationId)
    .where('used', '=', false)
    .where('expires_at', '>', ctx.now())
    .returning('runner_id')
    .executeTakeFirst();
  if (!row) throw apiError('tokenInvalid');
  return row.runner_id;
}
