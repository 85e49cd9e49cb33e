import {
  ArcElement,
  CategoryScale,
  Chart as ChartJS,
  type ChartOptions,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Doughnut, Line } from 'react-chartjs-2';
import { formatRupees } from '#common/money.js';
import { adminTexts } from '#web/i18n/admin-texts.js';

// Only what the two charts draw, so this chunk stays small (chart.js is tree-shaken).
ChartJS.register(
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Filler,
  DoughnutController,
  ArcElement,
  Tooltip,
  Legend,
);

const t = adminTexts.dashboard;
const GREEN = '#2e7d32';
const RED = '#b91c1c';

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * Spec 2.9 Dashboard charts: 'Amount Growth' (line: Initial Amount 0, Amount Earned) and
 * 'Products Stock' (doughnut: Out of Stock vs InStock). The canvas is an image with a text
 * summary for screen readers. Loaded lazily: the dashboard's boxes show before chart.js arrives.
 */
export default function AdminCharts({ earned, outOfStock, inStock }: { earned: number; outOfStock: number; inStock: number }) {
  const animation = reducedMotion() ? false : undefined;
  const lineOptions: ChartOptions<'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation,
    plugins: {
      legend: { display: true },
      tooltip: { callbacks: { label: (item) => formatRupees(Number(item.raw)) } },
    },
    scales: { y: { beginAtZero: true, ticks: { precision: 0, callback: (value) => formatRupees(Number(value)) } } },
  };
  const doughnutOptions: ChartOptions<'doughnut'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation,
    plugins: { legend: { position: 'bottom' } },
  };

  return (
    <div className="admin-charts">
      <figure className="card admin-chart">
        <figcaption>
          <h2 className="admin-chart__title">{t.amountGrowth}</h2>
        </figcaption>
        <div className="admin-chart__canvas">
          <Line
            role="img"
            aria-label={`${t.amountGrowth}: ${t.growthSummary(formatRupees(earned))}`}
            data={{
              labels: [t.initialAmount, t.amountEarned],
              datasets: [
                {
                  label: t.amount,
                  data: [0, earned],
                  borderColor: GREEN,
                  backgroundColor: 'rgb(46 125 50 / 0.15)',
                  pointBackgroundColor: GREEN,
                  pointRadius: 5,
                  fill: true,
                  tension: 0.3,
                },
              ],
            }}
            options={lineOptions}
          />
        </div>
      </figure>
      <figure className="card admin-chart">
        <figcaption>
          <h2 className="admin-chart__title">{t.productsStock}</h2>
        </figcaption>
        <div className="admin-chart__canvas">
          <Doughnut
            role="img"
            aria-label={`${t.productsStock}: ${t.stockSummary(outOfStock, inStock)}`}
            data={{
              labels: [t.outOfStock, t.inStock],
              datasets: [{ data: [outOfStock, inStock], backgroundColor: [RED, GREEN], borderColor: '#fff', borderWidth: 2 }],
            }}
            options={doughnutOptions}
          />
        </div>
      </figure>
    </div>
  );
}
