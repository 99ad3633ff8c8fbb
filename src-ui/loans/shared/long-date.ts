import { formatCalendarDate } from '../../../src-domain/shared/calendar-date';

/** "24 December 2026" from "2026-12-24": the domain's one way of writing a date (also in notifications and e-mails). */
export const formatDueDate = formatCalendarDate;
