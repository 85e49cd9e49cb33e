import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { startShopServer } from '../api/shop-server.js';
import { median } from '../stats.js';
import { type LighthouseSummary, runLighthouse } from './lighthouse.js';

export interface StorefrontRun {
  /** Per page: every run's summary and the median of each figure. */
  lighthouse: { page: string; runs: LighthouseSummary[]; median: LighthouseSummary }[];
  thumbnails: { count: number; largestBytes: number; cacheControl: string | null };
}

function medianSummary(runs: LighthouseSummary[]): LighthouseSummary {
  const keys = Object.keys(runs[0]!) as (keyof LighthouseSummary)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as LighthouseSummary;
}

/**
 * The shop as `npm start` first shows it (the demo catalogue) on a fresh data directory:
 * Lighthouse on the home and products pages (in English, Hindi and Marathi), and the product
 * thumbnails it serves. The data directory is left migrated and seeded, for the start-up
 * measurement.
 */
export async function benchStorefront({ dataDir, port, runs }: { dataDir: string; port: number; runs: number }): Promise<StorefrontRun> {
  const server = await startShopServer({ DATA_DIR: dataDir, SEED_DEMO: '1' }, port);
  try {
    const lighthouse: StorefrontRun['lighthouse'] = [];
    for (const page of ['/', '/products', '/?lang=hi', '/products?lang=mr']) {
      const summaries: LighthouseSummary[] = [];
      for (let run = 0; run < runs; run++) summaries.push(await runLighthouse(`${server.url}${page}`));
      lighthouse.push({ page, runs: summaries, median: medianSummary(summaries) });
    }

    const uploads = path.join(dataDir, 'uploads');
    const thumbnails = readdirSync(uploads).filter((name) => name.endsWith('-400.webp'));
    const sizes = thumbnails.map((name) => statSync(path.join(uploads, name)).size);
    const response = await fetch(`${server.url}/uploads/${thumbnails[0]}`);
    await response.arrayBuffer();
    return {
      lighthouse,
      thumbnails: {
        count: thumbnails.length,
        largestBytes: Math.max(...sizes),
        cacheControl: response.headers.get('cache-control'),
      },
    };
  } finally {
    await server.stop();
  }
}
