import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
// uPlot's own stylesheet, bundled with the page (no CDN: the shop's CSP allows only itself).
import 'uplot/dist/uPlot.min.css';
import type { Overview } from '@tools-bd/contract';
import { useFormat, useTexts } from '../../../lib/i18n/index.ts';
import { reportTexts } from '../texts.ts';

type RevenueDay = Overview['revenueByDay'][number];

const HEIGHT = 260;
const BRAND = '#f59e0b';

/** A `YYYY-MM-DD` day as uPlot's x value: seconds at that day's midnight, read back in UTC below. */
const dayToSeconds = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

/**
 * Revenue per day as bars (uPlot, canvas). The canvas is hidden from screen readers: the
 * overview page offers the same numbers as a table, and this wrapper says what it shows.
 * Its height is fixed, so nothing moves when it draws; its width follows the container.
 */
export function RevenueChart({ days, summary }: { days: readonly RevenueDay[]; summary: string }) {
  const t = useTexts(reportTexts);
  const f = useFormat();
  const { price } = f;
  const revenue = t.revenue;
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const data: uPlot.AlignedData = [days.map((day) => dayToSeconds(day.date)), days.map((day) => day.revenue)];
    // Without a 2D canvas (some locked-down browsers, jsdom) there is no chart; the table below has the numbers.
    if (!document.createElement('canvas').getContext?.('2d')) return;
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: HEIGHT,
        // The days are Dhaka days already; shown as they are, whatever the browser's zone.
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, y: { range: (_chart, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
        axes: [
          { stroke: '#475569', grid: { show: false } },
          { stroke: '#475569', size: 70, values: (_chart, ticks) => ticks.map((tick) => price(tick)) },
        ],
        series: [
          {},
          {
            label: revenue,
            stroke: BRAND,
            fill: 'rgba(245, 158, 11, 0.55)',
            paths: uPlot.paths.bars!({ size: [0.7, 40] }),
            points: { show: false },
          },
        ],
      },
      data,
      element,
    );
    const resize =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }));
    resize?.observe(element);
    return () => {
      resize?.disconnect();
      chart.destroy();
    };
  }, [days, price, revenue]);

  return (
    <figure className="m-0">
      <div ref={container} role="img" aria-label={summary} className="min-h-[260px] w-full overflow-hidden" />
    </figure>
  );
}
