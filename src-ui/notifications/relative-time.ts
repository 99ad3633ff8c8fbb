const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });
const calendar = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const precise = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * When something happened, as a person says it: "just now", "5 minutes ago", "yesterday", "3 days
 * ago", then the date ("2 Mar 2026"). A time slightly in the future (clock skew) reads "just now".
 */
export function relativeTime(iso: string, now: Date): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const seconds = Math.round((now.getTime() - at) / 1000);
  if (seconds < 45) return 'just now';
  if (seconds < 45 * MINUTE) return relative.format(-Math.max(1, Math.round(seconds / MINUTE)), 'minute');
  if (seconds < 22 * HOUR) return relative.format(-Math.round(seconds / HOUR), 'hour');
  if (seconds < 7 * DAY) return relative.format(-Math.max(1, Math.round(seconds / DAY)), 'day');
  return calendar.format(at);
}

/** The exact date and time, for a tooltip. */
export function exactTime(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : precise.format(at);
}
