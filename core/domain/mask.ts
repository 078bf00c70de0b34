/** An ID number keeps its first 3 and last 4 characters on screen; the rest stays private. */
export function maskIdNumber(value: string): string {
  if (value.length <= 7) return value;
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;
}
