import type { EventConfig } from '../../generated/config/event';

export type TeamSettings = NonNullable<EventConfig['team']>;
export type TeamRole = NonNullable<EventConfig['roles']>[number];

/** A member as composition sees them: their role and the form values they entered. */
export interface ComposedMember {
  roleId: number;
  values: Record<string, unknown>;
}

/** What a team still lacks before it may pay; each gap is shown to the captain in words. */
export type TeamGap =
  | { kind: 'role'; roleId: number; missing: number }
  | { kind: 'size'; missing: number }
  | { kind: 'rule'; index: number };

/**
 * The gaps of a team: roles below their min, fewer runners than minSize, and composition rules
 * that do not hold yet. An empty list means the team is complete. Caps (a role's max, maxSize)
 * are not gaps: joining refuses anything beyond them.
 */
export function teamGaps(
  team: TeamSettings,
  roles: readonly TeamRole[],
  members: readonly ComposedMember[],
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
    const count = members.filter((member) => member.values[rule.field] === rule.value).length;
    if (count < rule.count) gaps.push({ kind: 'rule', index });
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
