/** Business constants and limits of SPEC section 9 that are not part of a single rule module. */

export const TOAST = { durationMs: 2000, type: 'success', width: '7.6em' } as const;

/** The native bridge must announce itself within this time, otherwise the page reloads. */
export const BRIDGE_READY_TIMEOUT_MS = 2000;

/** How long the spinner stays while a 401 / sub_code 40501 is being handled. */
export const AUTH_SPINNER_MS = 30000;

export const UPLOAD_SPINNER_MS = 3000;

export const COUNTDOWN_TICK_MS = 1000;

export const PICKER = { itemHeight: 36, visibleItems: 5, swipeTimeMs: 2500 } as const;

export const GALLERY = {
  hideControlsAfterMs: 4000,
  zoomAnimationMs: 333,
  preload: [1, 1],
  maxSpreadZoom: 1.33,
} as const;

/** Inclusive ranges of the time picker (birth dates come from each race's age limits). */
export const MONTHS = { min: 1, max: 12 } as const;
export const TIME_PICKER = {
  hours: { min: 0, max: 24 },
  minutes: { min: 0, max: 59 },
  seconds: { min: 0, max: 59 },
} as const;

/** URLs of this many characters or more are rejected (the classic browser address-bar limit). */
export const URL_MAX_LENGTH = 2083;

export const EMAIL_LOCAL_PART_MAX = 64;
export const EMAIL_DOMAIN_MAX = 256;
