/** Hash routes of a runner's result: the result page and its image. */

export function scoreRoute(matchId: number, idCard: string): string {
  return `/score/${matchId}/${idCard}`;
}

export function scoreImageRoute(matchId: number, idCard: string): string {
  return `/scoreimage/${matchId}/${idCard}`;
}
