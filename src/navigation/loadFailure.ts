/**
 * How each browser words a file that did not arrive: a code chunk (dynamic import), a stylesheet
 * Vite preloads with it, or a fetch. Such a failure is the network's and may pass; any other
 * error, a TypeError thrown by code included, is the page's own.
 */
const NOT_ARRIVED = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload of a chunk's stylesheet
  /^Failed to fetch$/i, // fetch() in Chromium
  /NetworkError when attempting to fetch resource/i, // fetch() in Firefox
  /^Load failed$/i, // fetch() in Safari
];

/** Whether `error` says a file did not arrive rather than that code went wrong. */
export function isLoadFailure(error: unknown): boolean {
  return error instanceof Error && NOT_ARRIVED.some((words) => words.test(error.message));
}
