/** The lender's clock: every reader sees the same time, whatever their device's zone. */
export const MESSAGE_TIME_ZONE = 'Europe/London';

const FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: MESSAGE_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "25 November 2026, 14:05" from an ISO-8601 instant, in UK time. */
export function formatMessageTime(iso: string): string {
  const parts = Object.fromEntries(FORMAT.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`;
}
