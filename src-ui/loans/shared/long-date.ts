/** "24 December 2026" from "2026-12-24", the same for every reader whatever their time zone or browser language. */
export function formatDueDate(isoDate: string, month: 'long' | 'short' = 'long'): string {
  const [year, monthNumber, day] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, monthNumber - 1, day)));
}
