import { configFrom } from '#server/config.js';
import { openConfiguredDatabase } from '#server/db/open-for-config.js';
import { growCatalogue, LARGE_CATALOGUE_PRODUCTS, seedBenchCatalogue } from '../api/catalogue.js';
import { startShopServer } from '../api/shop-server.js';
import { median } from '../stats.js';
import { type LighthouseSummary, runLighthouse } from './lighthouse.js';

export interface LargeCatalogueRun {
  products: number;
  /** Per page: every run's summary and the median of each figure. */
  lighthouse: { page: string; runs: LighthouseSummary[]; median: LighthouseSummary }[];
}

function medianSummary(runs: LighthouseSummary[]): LighthouseSummary {
  const keys = Object.keys(runs[0]!) as (keyof LighthouseSummary)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as LighthouseSummary;
}

/**
 * The storefront of a grown shop: the benchmark's catalogue (the demo's pictures and names)
 * grown to 10,000 products, written into a fresh data directory before the built server starts,
 * then Lighthouse on the product list, which opens on its first page of 24 (decision 0020).
 */
export async function benchLargeCatalogue({
  dataDir,
  port,
  runs,
  log,
}: {
  dataDir: string;
  port: number;
  runs: number;
  log: (line: string) => void;
}): Promise<LargeCatalogueRun> {
  const config = configFrom({ DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: '1', LOG_LEVEL: 'warn' });
  const database = await openConfiguredDatabase(config);
  try {
    await seedBenchCatalogue(database, config);
    await growCatalogue(database, LARGE_CATALOGUE_PRODUCTS);
  } finally {
    await database.close();
  }
  log(`  seeded ${LARGE_CATALOGUE_PRODUCTS} products`);

  const server = await startShopServer({ DATA_DIR: dataDir, SEED_DEMO: '0' }, port);
  try {
    const lighthouse: LargeCatalogueRun['lighthouse'] = [];
    for (const page of ['/products']) {
      const summaries: LighthouseSummary[] = [];
      for (let run = 0; run < runs; run++) summaries.push(await runLighthouse(`${server.url}${page}`));
      lighthouse.push({ page, runs: summaries, median: medianSummary(summaries) });
    }
    return { products: LARGE_CATALOGUE_PRODUCTS, lighthouse };
  } finally {
    await server.stop();
  }
}
