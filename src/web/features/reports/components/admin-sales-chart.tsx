import {
  BarController,
  BarElement,
  CategoryScale,
  type ChartData,
  Chart as ChartJS,
  type ChartOptions,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Chart } from 'react-chartjs-2';
import { formatRupees } from '#common/money.js';
import type { SalesDay } from '#common/schemas/reports.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { formatDay, formatShortDay } from '../sales-range.js';

// Only what this chart draws (bars, one line, two value axes), so its chunk stays small.
ChartJS.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

const t = adminTexts.sales;
const GREEN = '#2e7d32';
const ORANGE = '#b45309';

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** What the canvas shows, in words: the range and its best day (the table of days has the rest). */
export function chartLabelOf(days: readonly SalesDay[]): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return t.noSales;
  const best = days.reduce((top, day) => (day.revenue > top.revenue ? day : top), first);
  const bestText = best.revenue > 0 ? t.bestDay(formatDay(best.date), formatRupees(best.revenue)) : t.noSales;
  return t.chartLabel(formatDay(first.date), formatDay(last.date), bestText);
}

/**
 * The sales report's chart (docs/decisions/0014-low-stock-and-sales.md): revenue per IST day as
 * bars on the rupee axis, orders as a line on their own axis. The canvas is an image named by a
 * summary; the report's table of days is its text alternative. Loaded lazily: chart.js never
 * reaches the storefront, and the report's figures show before it arrives.
 */
export default function AdminSalesChart({ days }: { days: readonly SalesDay[] }) {
  const data: ChartData<'bar' | 'line', number[], string> = {
    labels: days.map((day) => formatShortDay(day.date)),
    datasets: [
      {
        type: 'line',
        label: t.orders,
        data: days.map((day) => day.orders),
        yAxisID: 'orders',
        borderColor: ORANGE,
        backgroundColor: ORANGE,
        borderWidth: 2,
        pointRadius: days.length > 62 ? 0 : 3,
        tension: 0.25,
      },
      {
        type: 'bar',
        label: t.revenue,
        data: days.map((day) => day.revenue),
        yAxisID: 'revenue',
        backgroundColor: 'rgb(46 125 50 / 0.75)',
        borderColor: GREEN,
        borderWidth: 0,
      },
    ],
  };
  const options: ChartOptions<'bar' | 'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: reducedMotion() ? false : undefined,
    interaction: { mode: 'index', intersect: false },
    plugins: {
      legend: { position: 'bottom' },
      tooltip: {
        callbacks: {
          title: (items) => formatDay(days[items[0]?.dataIndex ?? 0]?.date ?? ''),
          label: (item) =>
            item.dataset.yAxisID === 'revenue' ? `${t.revenue}: ${formatRupees(Number(item.raw))}` : `${t.orders}: ${item.raw}`,
        },
      },
    },
    scales: {
      x: { ticks: { autoSkip: true, maxTicksLimit: 12, maxRotation: 0 }, grid: { display: false } },
      revenue: {
        type: 'linear',
        position: 'left',
        beginAtZero: true,
        ticks: { callback: (value) => formatRupees(Number(value)) },
      },
      orders: {
        type: 'linear',
        position: 'right',
        beginAtZero: true,
        ticks: { precision: 0 },
        grid: { drawOnChartArea: false },
      },
    },
  };

  return (
    <div className="admin-sales__canvas">
      <Chart type="bar" role="img" aria-label={chartLabelOf(days)} data={data} options={options} />
    </div>
  );
}
