/** Where the team pages are: one place builds every link between them. */

export function roleSelectRoute(eventId: number, invite?: string): string {
  const query = new URLSearchParams({ eventId: String(eventId) });
  if (invite) query.set('invite', invite);
  return `/role/select?${query}`;
}

export function roleFormRoute(
  eventId: number,
  roleId: number,
  join: { invite: string } | { teamName: string },
): string {
  const query = new URLSearchParams({ eventId: String(eventId), roleId: String(roleId) });
  if ('invite' in join) query.set('invite', join.invite);
  else query.set('teamName', join.teamName);
  return `/role/form?${query}`;
}

export function teamRoute(eventId: number): string {
  return `/team?eventId=${eventId}`;
}

export function teamShareRoute(teamId: number): string {
  return `/teamshare?teamId=${teamId}`;
}

export function roleDetailRoute(teamId: number): string {
  return `/role/detail/${teamId}`;
}

export function roleEditRoute(teamId: number): string {
  return `/role/edit/${teamId}`;
}
