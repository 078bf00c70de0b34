/**
 * The age group of an age, from the groups' ascending lower bounds: `[20, 35, 40]` makes
 * `20-34`, `35-39` and `40+`. Younger than the first bound, or without bounds: no group.
 */
export function ageGroupOf(age: number, starts: readonly number[]): string | null {
  const index = starts.findLastIndex((start) => age >= start);
  if (index < 0) return null;
  const next = starts[index + 1];
  return next === undefined ? `${starts[index]}+` : `${starts[index]}-${next - 1}`;
}
