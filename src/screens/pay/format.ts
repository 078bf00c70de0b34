/** A moment from the server (UTC ISO) in the runner's own time zone: "2026年11月22日 10:05". */
export function formatInstant(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
