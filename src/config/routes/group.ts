/** Where the group pages are: one place builds every link between them. */

/** The form that starts a group for a race. */
export function groupEventRoute(eventId: number): string {
  return `/groupevent/${eventId}`;
}

/** The group's overview: people, state, total, what the leader can do next. */
export function groupRoute(groupId: number): string {
  return `/group/${groupId}`;
}

/** The form with the group's people, to change them before payment. */
export function groupEditRoute(groupId: number): string {
  return `/groupedit/${groupId}`;
}

/** Paying the group's one order (on to the pay page). */
export function groupPayRoute(groupId: number): string {
  return `/grouppay/${groupId}`;
}

/** Each person's own registration once the group is paid. */
export function groupDetailRoute(groupId: number): string {
  return `/groupdetail/${groupId}`;
}
