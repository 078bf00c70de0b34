import { ageOn, raceDay } from '../../form/ageLimits';
import { fieldWithRole } from '../../form/roles';
import type { EventConfig, EventForm } from '../../generated/config/event';
import { birthdayFromId } from '../idCard/birthday';
import { formOfRole } from './roleForm';

export type TeamSettings = NonNullable<EventConfig['team']>;
export type TeamRole = NonNullable<EventConfig['roles']>[number];

/** A member as composition sees them: their role and the form values they entered. */
export interface ComposedMember {
  roleId: number;
  values: Record<string, unknown>;
}

export type TeamRule = NonNullable<TeamSettings['rules']>[number];

/** A member's age on race day, read by the birth date field a rule names (or the form's own). */
export type AgeReader = (member: ComposedMember, field: string | undefined) => number | null;

/**
 * A runner's age on race day in whole years (as form.ageLimits counts it), from the values of
 * `form`: the birth date in `field`, else in the form's own birth date field (its ageLimits
 * field, its nationalId birthday, the field with "x-role": "birthday"); without one, from the
 * Chinese ID number the form's nationalId switch reads. Null when neither gives a date.
 */
export function ageOnRaceDay(
  form: Pick<EventForm, 'schema' | 'ageLimits' | 'nationalId'>,
  values: Record<string, unknown>,
  raceDate: string,
  field?: string,
): number | null {
  const day = raceDay(raceDate);
  const name =
    field ??
    form.ageLimits?.field ??
    form.nationalId?.birthday ??
    fieldWithRole(form.schema, 'birthday')?.name;
  const birthday = name === undefined ? undefined : values[name];
  if (typeof birthday === 'string' && birthday !== '') return ageOn(birthday, day);
  const id = form.nationalId;
  if (!id || (id.typeField !== undefined && values[id.typeField] !== id.typeValue)) return null;
  const number = values[id.field];
  const fromId = typeof number === 'string' ? birthdayFromId(number) : null;
  return fromId === null ? null : ageOn(fromId, day);
}

/** Ages of a race's team members, each read from the form of their own role. */
export function ageReader(event: Pick<EventConfig, 'form' | 'roles' | 'raceDate'>): AgeReader {
  return (member, field) =>
    ageOnRaceDay(formOfRole(event, member.roleId), member.values, event.raceDate, field);
}

/** Whether a rule holds for the members; an age sum that lacks a member's age does not. */
export function ruleHolds(
  rule: TeamRule,
  members: readonly ComposedMember[],
  ageOf: AgeReader = () => null,
): boolean {
  if (rule.type === 'ageSum') {
    const ages = members.map((member) => ageOf(member, rule.field));
    if (ages.some((age) => age === null)) return false;
    const sum = ages.reduce<number>((total, age) => total + (age ?? 0), 0);
    return (
      (rule.min === undefined || sum >= rule.min) && (rule.max === undefined || sum <= rule.max)
    );
  }
  const field = rule.field ?? '';
  const count = members.filter((member) => member.values[field] === rule.value).length;
  return count >= (rule.count ?? 1);
}

/** What a team still lacks before it may pay; each gap is shown to the captain in words. */
export type TeamGap =
  | { kind: 'role'; roleId: number; missing: number }
  | { kind: 'size'; missing: number }
  | { kind: 'rule'; index: number };

/**
 * The gaps of a team: roles below their min, fewer runners than minSize, and composition rules
 * that do not hold yet. An empty list means the team is complete. Caps (a role's max, maxSize)
 * are not gaps: joining refuses anything beyond them. `ageOf` reads a member's age for an age
 * sum (`ageReader(event)`); without it an age sum never holds.
 */
export function teamGaps(
  team: TeamSettings,
  roles: readonly TeamRole[],
  members: readonly ComposedMember[],
  ageOf?: AgeReader,
): TeamGap[] {
  const gaps: TeamGap[] = [];
  for (const role of roles) {
    const count = members.filter((member) => member.roleId === role.id).length;
    if (count < role.min) gaps.push({ kind: 'role', roleId: role.id, missing: role.min - count });
  }
  if (members.length < team.minSize) {
    gaps.push({ kind: 'size', missing: team.minSize - members.length });
  }
  (team.rules ?? []).forEach((rule, index) => {
    if (!ruleHolds(rule, members, ageOf)) gaps.push({ kind: 'rule', index });
  });
  return gaps;
}

/** Why one more runner of `roleId` cannot join, or null when they can. */
export function joinRefusal(
  team: TeamSettings,
  role: TeamRole,
  members: readonly Pick<ComposedMember, 'roleId'>[],
): 'teamFull' | 'roleFull' | null {
  if (members.length >= team.maxSize) return 'teamFull';
  if (members.filter((member) => member.roleId === role.id).length >= role.max) return 'roleFull';
  return null;
}
