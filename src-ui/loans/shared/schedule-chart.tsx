import { lazy, Suspense } from 'react';
import type { Instalment } from '../../../src-domain/loans/schedule';
import { pageChunks } from '../../app/page-chunks';

/** Props of {@link ScheduleChart}. */
export interface ScheduleChartProps {
  instalments: readonly Instalment[];
  currency: string;
  /**
   * For a loan being repaid: how many instalments are paid. The bars then show what is paid and
   * what remains rather than principal and interest.
   */
  paidCount?: number;
}

// uPlot arrives with the first chart, not with the page that shows it.
const ScheduleChartCanvas = lazy(() => pageChunks.load(() => import('./schedule-chart.canvas')).then((m) => ({ default: m.ScheduleChartCanvas })));

/**
 * Principal and interest of each instalment over time (or, with `paidCount`, paid and still to pay). A picture of the schedule table next to
 * it (which carries the same figures for screen readers), so the canvas is hidden from them.
 */
export function ScheduleChart(props: ScheduleChartProps) {
  return (
    <figure className="schedule-chart" aria-hidden="true">
      <Suspense fallback={<div className="schedule-chart__placeholder" />}>
        <ScheduleChartCanvas {...props} />
      </Suspense>
    </figure>
  );
}
ScheduleChart.displayName = 'ScheduleChart';
