// Screens appear after a lazy route's code and its loader; on a shared 2-core machine under load
// that has been seen to take over 6 s, far beyond Testing Library's default 1 s wait. Waiting is
// for a condition, so a longer bound costs nothing when the screen comes sooner.
export const SCREEN_WAIT_MS = 15_000;
