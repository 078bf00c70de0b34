import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Transaction } from 'kysely';
import { maskIdNumber, maskPhone } from '../../core/domain/mask';
import { isLive, type OrderState } from '../../core/domain/order/state';
import {
  ageReader,
  joinRefusal,
  teamGaps,
  type TeamGap,
  type TeamRole,
  type TeamSettings,
} from '../../core/domain/team/composition';
import { eventForRole, formOfRole } from '../../core/domain/team/roleForm';
import { fieldWithRole } from '../../core/form/roles';
import type { AppContext } from '../context';
import type { DB, Db, TeamTable } from '../db/types';
import type { EventConfig } from '../events/catalog';
import { ApiError, apiError } from '../http/errors';
import { pickText, t, type Lang } from '../i18n/index';
import {
  chinaTime,
  eventOrThrow,
  insertPaidRegistration,
  isUniqueViolation,
  priceOfForm,
  refuseUnlessOpen,
  rewriteApplication,
  sumQuotes,
  takePlaces,
  type OrderPrice,
} from './applications';
import { refuseUnlessQualified } from './qualification';
import { acceptFormValues, parseJsonObject } from './form-values';
import { refuseWithoutGatePass } from './gate-pass';
import * as admission from './admission';
import { giveMemberPlacesBack, holdsPlaceAt, holdsPlaceSql, refundPaidFor } from './held-places';
import {
  cancelUnpaidMembershipOrder,
  insertMembershipOrder,
  liveMembershipOrder,
} from './membership-orders';
import { refuseTeamMember } from './team-membership';
import { ticketStock } from '../events/seed';

/** Short codes avoid letters and digits that read alike (0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

type Team = Omit<TeamTable, 'id'> & { id: number };

function teamSettingsOf(event: EventConfig): TeamSettings {
  if (!event.team || !event.applyTypes.includes('2')) throw apiError('unsupportedApplyType');
  return event.team;
}

function roleOf(event: EventConfig, roleId: number): TeamRole & { ticket: number } {
  const role = event.roles?.find((candidate) => candidate.id === roleId);
  if (!role || role.ticket === undefined) {
    throw apiError('badParameter', { field: 'roleID' });
  }
  return { ...role, ticket: role.ticket };
}

/**
 * A role's form values, checked exactly as an individual's, against the role's form (its own, or
 * the event's): the role's ticket set, whatever the request said about the ticket, and a value
 * for a field the role's form does not have refused.
 */
function roleValues(
  event: EventConfig,
  role: TeamRole & { ticket: number },
  formValues: string,
): Record<string, unknown> {
  const received = parseJsonObject(formValues, 'formValues');
  const roleEvent = eventForRole(event, role.id);
  const ticketField = fieldWithRole(roleEvent.form.schema, 'ticket');
  const withTicket = ticketField ? { ...received, [ticketField.name]: role.ticket } : received;
  const values = acceptFormValues(roleEvent, withTicket, {
    tickets: [role.ticket],
    onlyFormFields: true,
  });
  // Refuses a currency the role's ticket is not sold in before anyone takes a place.
  priceOfForm(roleEvent, values, [role.ticket], undefined, undefined);
  return values;
}

function refuseAfterDeadline(team: TeamSettings, now: Date): void {
  if (now.getTime() > Date.parse(team.changeUntil)) {
    throw apiError('teamChangeClosed', (lang) => ({ until: chinaTime(lang, team.changeUntil) }));
  }
}

function inviteSignature(secret: string, teamId: number, expires: number, code: string): string {
  return createHmac('sha256', secret)
    .update(`team-invite:${teamId}:${expires}:${code}`)
    .digest('base64url');
}

function inviteToken(secret: string, team: Team): string {
  const expires = Math.floor((team.invite_expires_at?.getTime() ?? 0) / 1000);
  return `${team.id}.${expires}.${inviteSignature(secret, team.id, expires, team.invite_code ?? '')}`;
}

/**
 * The team an invite names: a signed link (`team.expiry.signature`, bound to the team's current
 * code, so sharing again revokes older links) or the short code typed by hand. A forged or
 * revoked invite is not valid; an expired one says when it expired.
 */
async function teamOfInvite(ctx: AppContext, invite: string): Promise<Team> {
  const signed = /^(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/.exec(invite.trim());
  const team = signed
    ? await ctx.db
        .selectFrom('team')
        .selectAll()
        .where('id', '=', Number(signed[1]))
        .executeTakeFirst()
    : await ctx.db
        .selectFrom('team')
        .selectAll()
        .where('invite_code', '=', invite.trim().toUpperCase())
        .executeTakeFirst();
  if (!team?.invite_code || !team.invite_expires_at) throw apiError('inviteInvalid');
  if (signed) {
    const expires = Number(signed[2]);
    const expected = Buffer.from(inviteSignature(ctx.secret, team.id, expires, team.invite_code));
    const given = Buffer.from(signed[3]);
    const valid =
      given.length === expected.length &&
      timingSafeEqual(given, expected) &&
      expires === Math.floor(team.invite_expires_at.getTime() / 1000);
    if (!valid) throw apiError('inviteInvalid');
  }
  if (team.invite_expires_at.getTime() <= ctx.now().getTime()) {
    const expired = team.invite_expires_at.toISOString();
    throw apiError('inviteExpired', (lang) => ({ expired: chinaTime(lang, expired) }));
  }
  return team;
}

/** Refuses a runner already in a team of the race, or already registered for it on their own. */
async function refuseSecondEntry(
  trx: Transaction<DB>,
  eventId: number,
  runnerId: number,
  now: Date,
) {
  await refuseTeamMember(trx, eventId, runnerId);
  const own = await trx
    .selectFrom('application')
    .select('id')
    .where('event_id', '=', eventId)
    .where('runner_id', '=', runnerId)
    .where('apply_type', '=', '1')
    .where('group_id', 'is', null)
    .where(holdsPlaceSql(now))
    .executeTakeFirst();
  if (own) throw apiError('alreadyApplied');
}

/** The order of a member who pays their own role, holding no places (the membership holds them). */
async function memberOrder(
  trx: Transaction<DB>,
  event: EventConfig,
  runnerId: number,
  role: TeamRole & { ticket: number },
  values: Record<string, unknown>,
  now: Date,
): Promise<number> {
  const price = priceOfForm(
    eventForRole(event, role.id),
    values,
    [role.ticket],
    undefined,
    undefined,
  );
  const { id } = await insertMembershipOrder(trx, event, {
    runnerId,
    applyType: '2',
    roleId: role.id,
    values,
    price,
    now,
  });
  return id;
}

async function addMember(
  trx: Transaction<DB>,
  event: EventConfig,
  team: Pick<Team, 'id' | 'payer'>,
  runnerId: number,
  role: TeamRole & { ticket: number },
  values: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await takePlaces(trx, [role.ticket], now);
  const applicationId =
    team.payer === 'each' ? await memberOrder(trx, event, runnerId, role, values, now) : null;
  await trx
    .insertInto('team_member')
    .values({
      event_id: event.id,
      runner_id: runnerId,
      team_id: team.id,
      role_id: role.id,
      ticket_id: role.ticket,
      form_values: JSON.stringify(values),
      application_id: applicationId,
      joined_at: now,
    })
    .execute();
}

/** Two requests of one runner may race past the membership check; the key catches the second. */
async function oneEntryPerRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ApiError) && isUniqueViolation(error)) {
      throw apiError('alreadyInTeam', { team: '' });
    }
    throw error;
  }
}

/**
 * What a runner entering a team brings, checked before any place is taken: sign-up and team
 * changes are open, the waiting room let them in, the quiz is passed, and their role's form is
 * valid.
 */
async function admit(
  ctx: AppContext,
  runnerId: number,
  event: EventConfig,
  input: { formValues: string; gatePass?: string; applyTicket?: string },
  roleIdOf: (team: TeamSettings) => number,
) {
  const settings = teamSettingsOf(event);
  const now = ctx.now();
  refuseUnlessOpen(event, now);
  refuseAfterDeadline(settings, now);
  await admission.check(ctx, runnerId, event, input.applyTicket);
  refuseWithoutGatePass(ctx, runnerId, event, input.gatePass);
  const role = roleOf(event, roleIdOf(settings));
  return { settings, now, role, values: roleValues(event, role, input.formValues) };
}

export interface CreateTeamInput {
  matchEventID: number;
  name: string;
  formValues: string;
  gatePass?: string;
  applyTicket?: string;
}

/** The captain creates the team with their own role's form, taking that role's place. */
export async function createTeam(
  ctx: AppContext,
  runnerId: number,
  input: CreateTeamInput,
): Promise<number> {
  const event = eventOrThrow(ctx, input.matchEventID);
  const { settings, now, role, values } = await admit(
    ctx,
    runnerId,
    event,
    input,
    (team) => team.captainRole,
  );
  await refuseUnlessQualified(ctx, eventForRole(event, role.id), values);
  return oneEntryPerRace(() =>
    ctx.db.transaction().execute(async (trx) => {
      await refuseSecondEntry(trx, event.id, runnerId, now);
      const team = await trx
        .insertInto('team')
        .values({
          event_id: event.id,
          name: input.name.trim(),
          captain_id: runnerId,
          payer: settings.payer,
          created_at: now,
          updated_at: now,
        })
        .returning(['id', 'payer'])
        .executeTakeFirstOrThrow();
      await addMember(trx, event, team, runnerId, role, values, now);
      return team.id;
    }),
  );
}

async function lockTeam(trx: Transaction<DB>, teamId: number): Promise<Team> {
  const team = await trx
    .selectFrom('team')
    .selectAll()
    .where('id', '=', teamId)
    .forUpdate()
    .executeTakeFirst();
  if (!team) throw apiError('teamNotFound');
  return team;
}

/** A captain's order that is still live freezes the team: it was priced for these members. */
async function refuseIfOrdered(trx: Transaction<DB>, team: Team, now: Date): Promise<void> {
  if ((await liveMembershipOrder(trx, team.application_id, now)) !== null) {
    throw apiError('teamLocked');
  }
}

export interface JoinInput {
  matchEventID: number;
  invite: string;
  roleID: number;
  formValues: string;
  gatePass?: string;
  applyTicket?: string;
}

/**
 * A runner joins by invite with their role's form. The team row is locked while its members are
 * counted, so however many runners race for the last place, exactly one gets it.
 */
export async function joinTeam(
  ctx: AppContext,
  runnerId: number,
  input: JoinInput,
): Promise<number> {
  const event = eventOrThrow(ctx, input.matchEventID);
  const invited = await teamOfInvite(ctx, input.invite);
  if (invited.event_id !== event.id) {
    const other = ctx.catalog.byId(invited.event_id);
    throw apiError('teamOfOtherEvent', (lang) => ({ event: pickText(other?.name, lang) }));
  }
  const { settings, now, role, values } = await admit(
    ctx,
    runnerId,
    event,
    input,
    () => input.roleID,
  );
  await refuseUnlessQualified(ctx, eventForRole(event, role.id), values);
  return oneEntryPerRace(() =>
    ctx.db.transaction().execute(async (trx) => {
      const team = await lockTeam(trx, invited.id);
      await refuseIfOrdered(trx, team, now);
      await refuseSecondEntry(trx, event.id, runnerId, now);
      const members = await trx
        .selectFrom('team_member')
        .select('role_id as roleId')
        .where('team_id', '=', team.id)
        .execute();
      const refusal = joinRefusal(settings, role, members);
      if (refusal === 'teamFull') throw apiError('teamFull', { size: members.length });
      if (refusal === 'roleFull') {
        throw apiError('roleFull', (lang) => ({ role: pickText(role.name, lang) }));
      }
      await addMember(trx, event, team, runnerId, role, values, now);
      await trx.updateTable('team').set({ updated_at: now }).where('id', '=', team.id).execute();
      return team.id;
    }),
  );
}

/**
 * A member leaves, or the captain removes one, before they have paid: the place of their role
 * goes back and their own unpaid order (when each pays) is cancelled.
 */
export async function removeMember(
  ctx: AppContext,
  runnerId: number,
  teamId: number,
  memberRunnerId: number,
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const team = await lockTeam(trx, teamId);
    const leaving = memberRunnerId === runnerId;
    if (!leaving && team.captain_id !== runnerId) {
      await memberOrThrow(trx, team.id, runnerId);
      throw apiError('notCaptain');
    }
    if (memberRunnerId === team.captain_id) throw apiError('captainCannotLeave');
    const member = await memberOrThrow(trx, team.id, memberRunnerId);
    refuseAfterDeadline(teamSettingsOf(eventOrThrow(ctx, team.event_id)), now);
    await refuseIfOrdered(trx, team, now);
    await cancelUnpaidMembershipOrder(trx, member.application_id, now, 'memberPaid');
    const left = await trx
      .deleteFrom('team_member')
      .where('team_id', '=', team.id)
      .where('runner_id', '=', memberRunnerId)
      .returning(['ticket_id', 'holds_place'])
      .execute();
    await giveMemberPlacesBack(
      trx,
      left.filter((row) => row.holds_place),
    );
  });
}

/**
 * A member changes their own role form before payment, checked as when they joined. When each
 * pays, their unpaid order is re-priced in the same transaction, so order and team agree.
 */
export async function updateMemberForm(
  ctx: AppContext,
  runnerId: number,
  teamId: number,
  formValues: string,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const team = await lockTeam(trx, teamId);
    const member = await memberOrThrow(trx, team.id, runnerId);
    const event = eventOrThrow(ctx, team.event_id);
    refuseAfterDeadline(teamSettingsOf(event), ctx.now());
    await refuseIfOrdered(trx, team, ctx.now());
    const values = roleValues(event, roleOf(event, member.role_id), formValues);
    await refuseUnlessQualified(ctx, eventForRole(event, member.role_id), values, trx);
    await refuseBreakingPaidTeam(trx, event, team.id, runnerId, values);
    if (member.application_id !== null) {
      await rewriteApplication(trx, ctx, runnerId, member.application_id, values);
    }
    await trx
      .updateTable('team_member')
      .set({ form_values: JSON.stringify(values) })
      .where('team_id', '=', team.id)
      .where('runner_id', '=', runnerId)
      .execute();
    await trx
      .updateTable('team')
      .set({ updated_at: ctx.now() })
      .where('id', '=', team.id)
      .execute();
  });
}

async function memberOrThrow(trx: Transaction<DB> | Db, teamId: number, runnerId: number) {
  const member = await trx
    .selectFrom('team_member')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('runner_id', '=', runnerId)
    .executeTakeFirst();
  // Someone outside the team learns nothing about it, not even that it exists.
  if (!member) throw apiError('teamNotFound');
  return member;
}

/** The captain's invite: the current one while it lasts, else a new code that revokes the old. */
export async function shareTeam(ctx: AppContext, runnerId: number, teamId: number) {
  const now = ctx.now();
  const team = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockTeam(trx, teamId);
    await memberOrThrow(trx, locked.id, runnerId);
    if (locked.captain_id !== runnerId) throw apiError('notCaptain');
    if (locked.invite_expires_at && locked.invite_expires_at > now) return locked;
    const settings = teamSettingsOf(eventOrThrow(ctx, locked.event_id));
    const code = Array.from(
      { length: CODE_LENGTH },
      () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)],
    ).join('');
    // Whole seconds, so the signed link and the stored expiry agree exactly.
    const expires = new Date(
      Math.floor(now.getTime() / 1000) * 1000 + settings.inviteHours * 3600_000,
    );
    return trx
      .updateTable('team')
      .set({ invite_code: code, invite_expires_at: expires, updated_at: now })
      .where('id', '=', locked.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return {
    teamID: team.id,
    matchEventID: team.event_id,
    name: team.name,
    code: team.invite_code ?? '',
    invite: inviteToken(ctx.secret, team),
    expiresAt: team.invite_expires_at?.toISOString() ?? '',
  };
}

function gapText(event: EventConfig, gap: TeamGap, lang: Lang): string {
  if (gap.kind === 'rule') return pickText(event.team?.rules?.[gap.index]?.message, lang);
  if (gap.kind === 'size') return t(lang, 'team.gap.size', { missing: gap.missing });
  const role = event.roles?.find((candidate) => candidate.id === gap.roleId);
  return t(lang, 'team.gap.role', { role: pickText(role?.name, lang), missing: gap.missing });
}

function gapsText(event: EventConfig, gaps: TeamGap[], lang: Lang): string {
  return gaps.map((gap) => gapText(event, gap, lang)).join(t(lang, 'team.gap.separator'));
}

/** The members with what their order says, in the order they joined. */
async function membersOf(db: Db | Transaction<DB>, teamId: number) {
  return db
    .selectFrom('team_member as m')
    .leftJoin('application as a', 'a.id', 'm.application_id')
    .select([
      'm.runner_id',
      'm.role_id',
      'm.form_values',
      'm.joined_at',
      'a.state',
      'a.paid_at',
      'a.id as application_id',
    ])
    .where('m.team_id', '=', teamId)
    .orderBy('m.joined_at')
    .orderBy('m.runner_id')
    .execute();
}

/**
 * The captain pays one order for the complete team: the server prices each member's role from
 * their own form and adds them up, in one currency. Asking again returns the live order.
 */
export async function orderForTeam(
  ctx: AppContext,
  runnerId: number,
  teamId: number,
): Promise<number> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const team = await lockTeam(trx, teamId);
    await memberOrThrow(trx, team.id, runnerId);
    if (team.captain_id !== runnerId) throw apiError('notCaptain');
    const event = eventOrThrow(ctx, team.event_id);
    const settings = teamSettingsOf(event);
    if (settings.payer !== 'captain') throw apiError('unsupportedApplyType');
    const live = await liveMembershipOrder(trx, team.application_id, now);
    if (live !== null) return live;
    refuseUnlessOpen(event, now);
    const { members, gaps } = await gapsOf(trx, event, team.id);
    // Members whose places went back when an earlier order expired take them again, or none do.
    const released = await trx
      .updateTable('team_member')
      .set({ holds_place: true })
      .where('team_id', '=', team.id)
      .where('holds_place', '=', false)
      .returning('ticket_id')
      .execute();
    await takePlaces(
      trx,
      released.map((member) => member.ticket_id),
      now,
    );
    if (gaps.length > 0) {
      throw apiError('teamIncomplete', (lang) => ({ gaps: gapsText(event, gaps, lang) }));
    }
    const price = teamPrice(
      event,
      members.map((member) => ({
        values: member.form_values,
        roleId: member.role_id,
        ticket: roleOf(event, member.role_id).ticket,
      })),
    );
    const captain = members.find((member) => member.runner_id === team.captain_id);
    const { id, state } = await insertMembershipOrder(trx, event, {
      runnerId,
      applyType: '2',
      roleId: settings.captainRole,
      values: captain?.form_values ?? {},
      price,
      now,
    });
    await trx
      .updateTable('team')
      .set({ application_id: id, updated_at: now })
      .where('id', '=', team.id)
      .execute();
    // A free team is paid as soon as it is ordered.
    if (state === 'paid') {
      await registerTeamMembers(trx, ctx, { id, runner_id: runnerId }, { channel: null }, now);
    }
    return id;
  });
}

/**
 * When the captain's order is paid, every other member becomes a paid registration of their own
 * (their role, their form, their share of the price), covered by that order, taking over the place
 * their membership held: numbers, pickup, share card and results then go by it as for anyone. The
 * captain's own registration is the order. Called in the transaction that records the payment.
 */
export async function registerTeamMembers(
  trx: Transaction<DB>,
  ctx: AppContext,
  order: { id: number; runner_id: number },
  payment: { channel: string | null },
  now: Date,
): Promise<void> {
  const team = await trx
    .selectFrom('team')
    .select(['id', 'event_id', 'captain_id'])
    .where('application_id', '=', order.id)
    .where('payer', '=', 'captain')
    .executeTakeFirst();
  if (!team) return;
  const event = eventOrThrow(ctx, team.event_id);
  const members = await trx
    .selectFrom('team_member')
    .select(['runner_id', 'role_id', 'ticket_id', 'form_values'])
    .where('team_id', '=', team.id)
    .where('runner_id', '<>', team.captain_id)
    .where('application_id', 'is', null)
    .orderBy('joined_at')
    .execute();
  for (const member of members) {
    const price = priceOfForm(
      eventForRole(event, member.role_id),
      member.form_values,
      [member.ticket_id],
      undefined,
      undefined,
    );
    const id = await insertPaidRegistration(
      trx,
      {
        runnerId: member.runner_id,
        eventId: event.id,
        applyType: '2',
        roleId: member.role_id,
        values: member.form_values,
        price,
        now,
      },
      { channel: payment.channel, coveredBy: order.id },
    );
    await trx
      .updateTable('team_member')
      .set({ application_id: id, holds_place: false })
      .where('team_id', '=', team.id)
      .where('runner_id', '=', member.runner_id)
      .execute();
  }
}

/** The registrations of the members whose places the captain's order `orderId` paid for. */
export async function coveredMemberIds(
  db: Db | Transaction<DB>,
  orderId: number,
): Promise<number[]> {
  const covered = await db
    .selectFrom('application')
    .select('id')
    .where('covered_by', '=', orderId)
    .orderBy('id')
    .execute();
  return covered.map((registration) => registration.id);
}

/**
 * When the captain's order is refunded, the whole team's entry ends with it: every registration
 * it covered is refunded and gives its place and race number back, and so does the captain's
 * membership. The team may then order again. Called in the transaction that records the refund.
 */
export async function refundTeamMembers(
  trx: Transaction<DB>,
  order: { id: number },
  now: Date,
): Promise<void> {
  const covered = await trx
    .selectFrom('application')
    .select(['id', 'state', 'holds_capacity'])
    .where('covered_by', '=', order.id)
    .where('state', '=', 'paid')
    .forUpdate()
    .execute();
  await refundPaidFor(trx, covered, now);
  const team = trx.selectFrom('team').select('id').where('application_id', '=', order.id);
  await trx
    .updateTable('team_member')
    .set({ application_id: null })
    .where('team_id', 'in', team)
    .where('application_id', 'in', (eb) =>
      eb.selectFrom('application').select('id').where('covered_by', '=', order.id),
    )
    .execute();
  const released = await trx
    .updateTable('team_member')
    .set({ holds_place: false })
    .where('team_id', 'in', team)
    .where('holds_place', '=', true)
    .returning('ticket_id')
    .execute();
  await giveMemberPlacesBack(trx, released);
}

/**
 * A registration covered by the captain's order is not refunded or withdrawn on its own (the
 * captain refunds the team's order); the order itself, paying for teammates, is refunded whole,
 * not withdrawn, since a withdrawal or deferral would move the captain alone.
 */
export async function refuseTeamEntry(
  db: Db | Transaction<DB>,
  row: { id: number; covered_by: number | null },
  action: 'refund' | 'withdraw',
): Promise<void> {
  if (row.covered_by !== null) {
    throw apiError(action === 'refund' ? 'teamMemberRefund' : 'teamMemberWithdrawal');
  }
  if (action === 'refund') return;
  const covers = await db
    .selectFrom('application')
    .select('id')
    .where('covered_by', '=', row.id)
    .executeTakeFirst();
  if (covers) throw apiError('teamOrderWithdrawal');
}

/** The gaps of a team as its members are composed now, each read by the form of their role. */
async function gapsOf(db: Db | Transaction<DB>, event: EventConfig, teamId: number) {
  const members = await membersOf(db, teamId);
  return {
    members,
    gaps: teamGaps(
      teamSettingsOf(event),
      event.roles ?? [],
      members.map((member) => ({ roleId: member.role_id, values: member.form_values })),
      ageReader(event),
    ),
  };
}

/**
 * When each member pays their own entry, the order of a member is paid only into a complete team
 * (its roles, size and composition rules): a paid entry no longer changes, so a team that breaks
 * a rule is put right before anyone's money is in it. Orders outside such a team pass.
 */
export async function refuseUntilTeamComplete(ctx: AppContext, applicationId: number) {
  const member = await ctx.db
    .selectFrom('team_member as m')
    .innerJoin('team as t', 't.id', 'm.team_id')
    .select(['t.id', 't.event_id'])
    .where('m.application_id', '=', applicationId)
    .where('t.payer', '=', 'each')
    .executeTakeFirst();
  if (!member) return;
  const event = eventOrThrow(ctx, member.event_id);
  const { gaps } = await gapsOf(ctx.db, event, member.id);
  if (gaps.length > 0) {
    throw apiError('teamNotReadyToPay', (lang) => ({ gaps: gapsText(event, gaps, lang) }));
  }
}

/**
 * When each pays, teammates who have paid did so into a complete team (`refuseUntilTeamComplete`):
 * an unpaid member's change of their own form may not make a composition rule fail that held.
 */
async function refuseBreakingPaidTeam(
  trx: Transaction<DB>,
  event: EventConfig,
  teamId: number,
  runnerId: number,
  values: Record<string, unknown>,
): Promise<void> {
  const { members, gaps } = await gapsOf(trx, event, teamId);
  if (!members.some((member) => member.application_id !== null && paidAndLive(member))) return;
  const after = teamGaps(
    teamSettingsOf(event),
    event.roles ?? [],
    members.map((member) => ({
      roleId: member.role_id,
      values: member.runner_id === runnerId ? values : member.form_values,
    })),
    ageReader(event),
  );
  const held = (gap: TeamGap) =>
    gap.kind === 'rule' &&
    !gaps.some((before) => before.kind === 'rule' && before.index === gap.index);
  const broken = after.filter(held);
  if (broken.length > 0) {
    throw apiError('teamRuleBroken', (lang) => ({ gaps: gapsText(event, broken, lang) }));
  }
}

/** One price for the team: each member's role ticket priced by their own form, summed. */
function teamPrice(
  event: EventConfig,
  members: { values: Record<string, unknown>; roleId: number; ticket: number }[],
): OrderPrice {
  return sumQuotes(
    members.map((member) =>
      priceOfForm(
        eventForRole(event, member.roleId),
        member.values,
        [member.ticket],
        undefined,
        undefined,
      ),
    ),
  );
}

type TeamState = 'forming' | 'complete' | 'ordered' | 'registered';

function paidAndLive(order: { state: OrderState | null; paid_at: Date | null }): boolean {
  return order.state !== null && isLive(order.state) && order.paid_at !== null;
}

function maskedText(value: unknown, mask: (text: string) => string): string | null {
  return typeof value === 'string' && value !== '' ? mask(value) : null;
}

/**
 * The team as one member sees it. Other members show their name and role only, with phone and ID
 * number masked; the runner's own entry carries their form values for editing.
 */
export async function teamView(ctx: AppContext, runnerId: number, teamId: number, lang: Lang) {
  const team = await ctx.db
    .selectFrom('team')
    .selectAll()
    .where('id', '=', teamId)
    .executeTakeFirst();
  if (!team) throw apiError('teamNotFound');
  await memberOrThrow(ctx.db, team.id, runnerId);
  const event = eventOrThrow(ctx, team.event_id);
  const settings = teamSettingsOf(event);
  const { members, gaps } = await gapsOf(ctx.db, event, team.id);
  const order = team.application_id
    ? await ctx.db
        .selectFrom('application')
        .select(['id', 'state', 'paid_at', 'pay_deadline'])
        .where('id', '=', team.application_id)
        .executeTakeFirstOrThrow()
    : null;
  const liveOrder = order && holdsPlaceAt(order, ctx.now()) ? order : null;
  // Each member's values are of their role's form, so their name, phone and ID are found there.
  const fieldName = (roleId: number, role: 'name' | 'phone' | 'idNumber') =>
    fieldWithRole(formOfRole(event, roleId).schema, role)?.name;
  const memberPaid = (member: (typeof members)[number]) =>
    team.payer === 'captain'
      ? liveOrder !== null && paidAndLive(liveOrder)
      : paidAndLive({ state: member.state, paid_at: member.paid_at });
  // A paid team whose composition an unpaid member's leaving broke is not registered yet.
  const allPaid = members.length > 0 && members.every(memberPaid) && gaps.length === 0;
  const state: TeamState = allPaid
    ? 'registered'
    : liveOrder || members.some((member) => member.application_id !== null && memberPaid(member))
      ? 'ordered'
      : gaps.length === 0
        ? 'complete'
        : 'forming';
  const isCaptain = team.captain_id === runnerId;
  const now = ctx.now();
  return {
    id: team.id,
    matchEventID: team.event_id,
    name: team.name,
    payer: team.payer,
    isCaptain,
    state,
    canChange: !liveOrder && now.getTime() <= Date.parse(settings.changeUntil),
    changeUntil: settings.changeUntil,
    // The captain's order when the captain pays (a member's own registration once it is paid);
    // the runner's own order when each pays.
    orderID:
      team.payer === 'captain' && isCaptain
        ? (liveOrder?.id ?? null)
        : (members.find((member) => member.runner_id === runnerId)?.application_id ?? null),
    gaps: gaps.map((gap) => gapText(event, gap, lang)),
    members: members.map((member) => {
      const isMe = member.runner_id === runnerId;
      const values = member.form_values;
      const role = event.roles?.find((candidate) => candidate.id === member.role_id);
      const field = (name: string | undefined) => (name === undefined ? undefined : values[name]);
      const nameField = fieldName(member.role_id, 'name');
      return {
        runnerID: member.runner_id,
        roleID: member.role_id,
        roleName: pickText(role?.name, lang),
        name: typeof field(nameField) === 'string' ? String(field(nameField)) : '',
        phone: maskedText(field(fieldName(member.role_id, 'phone')), isMe ? String : maskPhone),
        idNumber: maskedText(
          field(fieldName(member.role_id, 'idNumber')),
          isMe ? String : maskIdNumber,
        ),
        isCaptain: member.runner_id === team.captain_id,
        isMe,
        paid: memberPaid(member),
        ...(isMe ? { formValues: values } : {}),
      };
    }),
  };
}

/** The runner's team in a race, or null when they are in none. */
export async function userTeamId(
  db: Db,
  runnerId: number,
  eventId: number,
): Promise<number | null> {
  const member = await db
    .selectFrom('team_member')
    .select('team_id')
    .where('event_id', '=', eventId)
    .where('runner_id', '=', runnerId)
    .executeTakeFirst();
  return member?.team_id ?? null;
}

/** The runner's teams, the latest joined first; only the given race's when one is named. */
export async function teamsOfRunner(
  db: Db,
  runnerId: number,
  eventId: number | undefined,
  page: { offset: number; limit: number },
): Promise<number[]> {
  let query = db
    .selectFrom('team_member')
    .select('team_id')
    .where('runner_id', '=', runnerId)
    .orderBy('joined_at', 'desc')
    .orderBy('team_id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
  if (eventId !== undefined) query = query.where('event_id', '=', eventId);
  return (await query.execute()).map((member) => member.team_id);
}

/**
 * The form a role fills in (`formOfRole`: the role's own form, else the event's), whose ticket
 * field, if it has one, the server sets to the role's ticket.
 */
export function roleForm(event: EventConfig, roleId: number, lang: Lang) {
  teamSettingsOf(event);
  const role = roleOf(event, roleId);
  const form = formOfRole(event, role.id);
  return {
    matchEventID: event.id,
    roleID: role.id,
    roleName: pickText(role.name, lang),
    ticketID: role.ticket,
    ticketField: fieldWithRole(form.schema, 'ticket')?.name ?? null,
    schema: form.schema,
    uiSchema: form.uiSchema,
  };
}

/** The roles a runner can take, each with its price and the places its ticket has left. */
export async function packagesAndRoles(ctx: AppContext, eventId: number, lang: Lang) {
  const event = eventOrThrow(ctx, eventId);
  const settings = teamSettingsOf(event);
  const left = new Map(
    (await ticketStock(ctx.db, event.id, ctx.now())).map((ticket) => [ticket.id, ticket.remaining]),
  );
  const tickets = await ctx.db
    .selectFrom('ticket')
    .select(['id', 'name', 'price_mainland', 'price_foreign'])
    .where('event_id', '=', event.id)
    .execute();
  return {
    matchEventID: event.id,
    team: {
      minSize: settings.minSize,
      maxSize: settings.maxSize,
      captainRoleID: settings.captainRole,
      payer: settings.payer,
      changeUntil: settings.changeUntil,
      inviteHours: settings.inviteHours,
    },
    roles: (event.roles ?? []).flatMap((role) => {
      const ticket = tickets.find((candidate) => candidate.id === role.ticket);
      if (!ticket) return [];
      return [
        {
          id: role.id,
          key: role.key ?? String(role.id),
          name: pickText(role.name, lang),
          min: role.min,
          max: role.max,
          ticket: {
            id: ticket.id,
            name: pickText(ticket.name, lang),
            priceMainland: ticket.price_mainland,
            priceForeign: ticket.price_foreign,
            remaining: left.get(ticket.id) ?? 0,
          },
        },
      ];
    }),
  };
}

/**
 * Ends the invite with short code `code` at `at`, as if its hours had run out then: the dev
 * route's way to an expired invite without waiting for one. False when no team has the code.
 */
export async function expireInvite(db: Db, code: string, at: Date): Promise<boolean> {
  const team = await db
    .updateTable('team')
    .set({ invite_expires_at: at })
    .where('invite_code', '=', code.trim().toUpperCase())
    .returning('id')
    .executeTakeFirst();
  return team !== undefined;
}
