import type { Instalment } from '../../../src-domain/loans/schedule';

/** Props of `ScheduleChart` (and of its lazily loaded canvas). */
export interface ScheduleChartProps {
  instalments: readonly Instalment[];
  currency: string;
  /**
   * For a loan being repaid: how many instalments are paid. The bars then show what is paid and
   * what remains rather than principal and interest.
   */
  paidCount?: number;
}
