import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { ScheduleChartProps } from './schedule-chart.props';
import { formatMoney } from '../../../src-domain/loans/money-format';

const HEIGHT = 220;

/** "Nov 26": short enough that a phone's narrow chart shows each month's label whole. */
const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const monthOf = (dueDate: string) => MONTH.format(new Date(`${dueDate}T00:00:00Z`));

/** Steps between labelled instalments: whole instalments only, a year's worth at most. */
const TICK_STEPS = [1, 2, 3, 4, 6, 12, 24];

function canDraw(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

/** Reads a colour of the brand from the page's CSS custom properties (light and dark themes). */
function cssColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/** The uPlot canvas of {@link ScheduleChart}: stacked principal and interest per instalment. */
export function ScheduleChartCanvas({ instalments, currency, paidCount }: ScheduleChartProps) {
  const progress = paidCount !== undefined;
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    // No 2D canvas (an old browser, a test DOM): the table beside the chart has every figure.
    if (!element || !canDraw()) return;
    const x = instalments.map((i) => i.number);
    const whole = (i: (typeof instalments)[number]) => (i.principalMinor + i.interestMinor + i.feeMinor) / 100;
    const stacked = instalments.map(whole);
    // Over the full bar, the lower series: principal, or (for a loan being repaid) the paid instalments.
    const lower = progress ? instalments.map((i, index) => (index < paidCount! ? whole(i) : 0)) : instalments.map((i) => i.principalMinor / 100);
    const primary = cssColour('--brand-primary', '#1f4e79');
    const accent = cssColour('--brand-accent', '#d9822b');
    const axisColour = cssColour('--brand-text-muted', '#5f6b7c');
    const bars = uPlot.paths.bars?.({ size: [0.7, 48] });
    const money = (value: number) => formatMoney(Math.round(value * 100), currency);
    let plot: uPlot;
    try {
      plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        // Room on the right for the last label's second half; one column per instalment, edge to edge.
        padding: [8, 20, 0, 0],
        scales: { x: { time: false, range: () => [0.5, instalments.length + 0.5] }, y: { range: (_u, _min, max) => [0, max * 1.05] } },
        axes: [
          { stroke: axisColour, space: 56, incrs: TICK_STEPS, values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) && instalments[t - 1] ? monthOf(instalments[t - 1].dueDate) : '')) },
          { stroke: axisColour, size: 64, values: (_u, ticks) => ticks.map(money) },
        ],
        series: [
          {},
          // The full bar first and the lower series over it, so what shows above reads as the rest.
          { label: progress ? 'Still to pay' : 'Interest', fill: accent, stroke: accent, paths: bars, points: { show: false } },
          { label: progress ? 'Paid' : 'Principal', fill: primary, stroke: primary, paths: bars, points: { show: false } },
        ],
      },
      [x, stacked, lower],
      element,
    );
    } catch {
      return; // no canvas here (an old browser, a test DOM): the table beside it has every figure
    }
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [instalments, currency, paidCount, progress]);

  return (
    <>
      <div ref={host} className="schedule-chart__canvas" />
      <figcaption className="schedule-chart__legend">
        <span className="schedule-chart__key schedule-chart__key--principal" /> {progress ? 'Paid' : 'Principal'}
        <span className="schedule-chart__key schedule-chart__key--interest" /> {progress ? 'Still to pay' : 'Interest'}
      </figcaption>
    </>
  );
}
