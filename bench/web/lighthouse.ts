import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM, ensureChromium } from '../../scripts/chromium.mjs';

/** Scores 0–100 (as Lighthouse shows them) and the metrics the speed targets name. */
export interface LighthouseSummary {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/**
 * Flags for a quiet, repeatable headless run: no background traffic (updates, sync, QUIC probes)
 * competing with the page on a shared machine.
 */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Trace-recording failures of a busy machine, not of the page: worth one more try. */
const TRANSIENT_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT']);

/**
 * One Lighthouse run on its own fresh Chromium, with Lighthouse's default mobile settings (a
 * mid-range phone, simulated slow 4G): the numbers the shop's targets are set in.
 */
export async function runLighthouseReport(url: string): Promise<Result> {
  ensureChromium('npm run bench');
  try {
    return await runOnce(url);
  } catch (error) {
    if (!(error instanceof LighthouseRunError) || !TRANSIENT_ERRORS.has(error.code)) throw error;
    return runOnce(url);
  }
}

class LighthouseRunError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function runOnce(url: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      const { code, message } = lhr.runtimeError;
      throw new LighthouseRunError(code, `Lighthouse could not load ${url}: ${code} ${message}`);
    }
    return lhr;
  } finally {
    await chrome.kill();
  }
}

/** The four category scores and LCP, TBT and CLS of one run. */
export function summarise(lhr: Result): LighthouseSummary {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
  };
}

/** The audits of a run that did not pass (score below 0.9), worst first: what to fix next. */
export function failingAudits(lhr: Result): { id: string; title: string; score: number; displayValue?: string }[] {
  return Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score ?? 0,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
    }));
}

/** Lighthouse on `url` with mobile defaults: scores 0–100, LCP and TBT in ms, CLS. */
export async function runLighthouse(url: string): Promise<LighthouseSummary> {
  return summarise(await runLighthouseReport(url));
}
