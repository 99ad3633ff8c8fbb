import { lazy, Suspense } from 'react';
import { pageChunks } from '../../app/page-chunks';
import type { ScheduleChartProps } from './schedule-chart.props';
import { SinglePayment } from './single-payment';

export type { ScheduleChartProps } from './schedule-chart.props';

// uPlot arrives with the first chart, not with the page that shows it.
const ScheduleChartCanvas = lazy(() => pageChunks.load(() => import('./schedule-chart.canvas')).then((m) => ({ default: m.ScheduleChartCanvas })));

/**
 * Principal and interest of each instalment over time (or, with `paidCount`, paid and still to pay). A picture of the schedule table next to
 * it (which carries the same figures for screen readers), so the canvas is hidden from them. One payment is said in words instead.
 */
export function ScheduleChart(props: ScheduleChartProps) {
  if (props.instalments.length === 0) return null;
  if (props.instalments.length === 1) return <SinglePayment {...props} />;
  return (
    <figure className="schedule-chart" aria-hidden="true">
      <Suspense fallback={<div className="schedule-chart__placeholder" />}>
        <ScheduleChartCanvas {...props} />
      </Suspense>
    </figure>
  );
}
ScheduleChart.displayName = 'ScheduleChart';
