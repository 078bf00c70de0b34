/** A must-tick consent (a pledge, the terms): only a ticked box, `true`, agrees. */
export function isConsent(value: unknown): boolean {
  return value === true;
}
