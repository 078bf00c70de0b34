/**
 * Config dates carry the race's own UTC offset ("2027-12-12T07:30:00+08:00"). They are shown as
 * written, in the race's local time, whatever the time zone of the runner's phone.
 */
function wallClock(iso: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(iso);
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0'] = match;
  return new Date(Date.UTC(+year, +month - 1, +day, +hour, +minute));
}

function format(iso: string, language: string, options: Intl.DateTimeFormatOptions): string {
  const date = wallClock(iso);
  return date
    ? new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(date)
    : iso;
}

/** "2027年12月12日星期日 07:30" / "Sunday, December 12, 2027 at 7:30 AM". */
export function formatRaceDateTime(iso: string, language: string): string {
  return format(iso, language, { dateStyle: 'full', timeStyle: 'short' });
}

/** "2027年10月31日 18:00" / "Oct 31, 2027, 6:00 PM". */
export function formatDateTime(iso: string, language: string): string {
  return format(iso, language, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * Has the browser load `language`'s calendar data before a date is shown: the first formatter of
 * a page costs 60–90 ms on a cheap phone's CPU (every later one well under a millisecond), which a
 * page still waiting for the network spends better than its first render does.
 */
export function prepareDateFormats(language: string): void {
  formatDateTime('2000-01-01', language);
}
