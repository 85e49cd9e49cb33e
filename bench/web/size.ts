import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Bytes of a file or a group of files as stored, and as sent with each encoding the server has. */
export interface ByteSizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface FileGroupSize {
  /** Paths relative to the web build folder, e.g. `assets/index-3f2a1b.js`. */
  files: string[];
  js: ByteSizes;
  css: ByteSizes;
  total: ByteSizes;
}

/** What the service worker downloads at install, from the list inlined in it (Workbox's precache manifest). */
export interface PrecacheSize {
  /** The service worker the list was read from, relative to the web build folder. */
  serviceWorker: string;
  /** Entries in the list, as listed (a URL listed twice counts twice, as in the build's own line). */
  entries: number;
  /** Distinct files among them: what the worker fetches and keeps. */
  files: number;
  /** Listed files not found in the build (should be none; not counted in `total`). */
  missing: string[];
  /** The distinct listed files together, as stored and as sent with each encoding. */
  total: ByteSizes;
}

export interface WebSizeReport {
  webDir: string;
  /** What a shopper's first visit downloads: index.html's scripts, module preloads and stylesheets, and their static imports. */
  firstLoad: FileGroupSize;
  /** The admin area's chunks (`assets/admin-*`), fetched by admins only. */
  admin: FileGroupSize;
  /** The service worker's precache (none when the build has no `sw.js`). */
  precache?: PrecacheSize;
  /** Admin-only texts found in first-load files (should be none). */
  adminTextsInFirstLoad: { file: string; text: string }[];
  checks: {
    /** The budget: first-load JS at most 170 KB gzip. */
    firstLoadJsWithinBudget: boolean;
    adminAbsentFromFirstLoad: boolean;
  };
}

/** First-load JavaScript budget, gzip bytes (KB as 1024 bytes). */
export const FIRST_LOAD_JS_GZIP_BUDGET = 170 * 1024;

/** Texts only the admin area has: a screen title, its API prefix, the dashboard charts' titles. */
export const ADMIN_ONLY_TEXTS = ['Admin Dashboard', '/api/user/admin', 'Amount Growth', 'Products Stock'];

const zero = (): ByteSizes => ({ raw: 0, gzip: 0, brotli: 0 });
const add = (a: ByteSizes, b: ByteSizes): ByteSizes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });

/** Sizes as the server's pre-compressed copies have them: gzip level 9, brotli at its maximum quality. */
async function sizesOf(data: Buffer): Promise<ByteSizes> {
  const [gz, br] = await Promise.all([
    gzipAsync(data, { level: 9 }),
    brotli(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }),
  ]);
  return { raw: data.length, gzip: gz.length, brotli: br.length };
}

/** Same-origin scripts and stylesheets index.html loads or preloads, as paths relative to the build. */
function referencedByPage(html: string): string[] {
  const found = new Set<string>();
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  for (const tag of tags) {
    const attr = (name: string) => tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`))?.[1];
    const isScript = tag.startsWith('<script');
    const rel = attr('rel');
    const url = isScript ? attr('src') : rel === 'stylesheet' || rel === 'modulepreload' ? attr('href') : undefined;
    if (url?.startsWith('/') && !url.startsWith('//')) found.add(url.slice(1));
  }
  return [...found];
}

/** Files a built module imports statically (`import … from "./x.js"`, `import "./x.js"`); `import("./x.js")` is lazy and not followed. */
function staticImportsOf(code: string, file: string): string[] {
  const imports: string[] = [];
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+)["']/g)) {
    imports.push(path.posix.join(path.posix.dirname(file), match[1] as string));
  }
  return imports;
}

/**
 * The URLs of a built service worker's precache manifest. Workbox inlines it as an array of
 * entries, written by generateSW as code (`{url:"assets/x.js",revision:null}`) and by
 * injectManifest as JSON (`{"revision":"3ca0…","url":"index.html"}`): an entry is a flat object
 * with a string `url` and a `revision` (string or null), its keys in either order, quoted or
 * not. In the list's order, a repeated URL as often as it is listed.
 */
export function precacheUrlsOf(code: string): string[] {
  const urls: string[] = [];
  for (const [entry] of code.matchAll(/\{[^{}]*\}/g)) {
    if (!/(?:^|[{,\s])["']?revision["']?\s*:\s*(?:null|"[^"]*"|'[^']*')/.test(entry)) continue;
    const url = entry.match(/(?:^|[{,\s])["']?url["']?\s*:\s*(?:"([^"]*)"|'([^']*)')/);
    const value = url?.[1] ?? url?.[2];
    if (value !== undefined) urls.push(value);
  }
  return urls;
}

/** A precached URL as a path in the web build: the site's root or the worker's folder is the build folder. */
function buildPathOf(url: string): string {
  return decodeURIComponent(url.replace(/^https?:\/\/[^/]+/, '').replace(/[?#].*$/, '')).replace(/^\.?\//, '');
}

/** The precache of `serviceWorker` in a web build: its entries and their files' sizes; undefined when there is no worker. */
export async function measurePrecache(webDir: string, serviceWorker = 'sw.js'): Promise<PrecacheSize | undefined> {
  let code: string;
  try {
    code = await readFile(path.join(webDir, serviceWorker), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const urls = precacheUrlsOf(code);
  const files = [...new Set(urls)];
  const missing: string[] = [];
  let total = zero();
  for (const url of files) {
    let data: Buffer;
    try {
      data = await readFile(path.join(webDir, buildPathOf(url)));
    } catch {
      missing.push(url);
      continue;
    }
    total = add(total, await sizesOf(data));
  }
  return { serviceWorker, entries: urls.length, files: files.length, missing, total };
}

async function groupSize(webDir: string, files: string[]): Promise<FileGroupSize> {
  let js = zero();
  let css = zero();
  for (const file of files) {
    const sizes = await sizesOf(await readFile(path.join(webDir, file)));
    if (file.endsWith('.css')) css = add(css, sizes);
    else if (file.endsWith('.js')) js = add(js, sizes);
  }
  return { files, js, css, total: add(js, css) };
}

/**
 * Measures a built storefront (`vite build` output): the first load's and the admin chunks' JS
 * and CSS, raw, gzip and brotli, whether admin-only texts leaked into the first load, and what
 * the service worker precaches (`sw.js`'s list: every file a shopper's phone fetches at install).
 */
export async function measureWebSizes(
  webDir = path.resolve('dist/web'),
  adminTexts: readonly string[] = ADMIN_ONLY_TEXTS,
): Promise<WebSizeReport> {
  const html = await readFile(path.join(webDir, 'index.html'), 'utf8');

  // The page's own list, then whatever those modules import statically (Vite preloads them, but
  // a missed one would still be downloaded before the page can run).
  const firstLoadFiles: string[] = [];
  const queue = referencedByPage(html);
  const contents = new Map<string, string>();
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (firstLoadFiles.includes(file)) continue;
    firstLoadFiles.push(file);
    if (!file.endsWith('.js')) continue;
    const code = await readFile(path.join(webDir, file), 'utf8');
    contents.set(file, code);
    queue.push(...staticImportsOf(code, file));
  }
  for (const file of firstLoadFiles.filter((f) => f.endsWith('.css'))) {
    contents.set(file, await readFile(path.join(webDir, file), 'utf8'));
  }
  contents.set('index.html', html);

  const adminFiles = (await readdir(path.join(webDir, 'assets')))
    .filter((name) => name.startsWith('admin-') && /\.(?:js|css)$/.test(name))
    .sort()
    .map((name) => `assets/${name}`);

  const adminTextsInFirstLoad: { file: string; text: string }[] = [];
  for (const [file, code] of contents) {
    for (const text of adminTexts) if (code.includes(text)) adminTextsInFirstLoad.push({ file, text });
  }
  const loadsAdminChunk = firstLoadFiles.some((file) => adminFiles.includes(file));

  const firstLoad = await groupSize(webDir, firstLoadFiles);
  return {
    webDir,
    firstLoad,
    admin: await groupSize(webDir, adminFiles),
    precache: await measurePrecache(webDir),
    adminTextsInFirstLoad,
    checks: {
      firstLoadJsWithinBudget: firstLoad.js.gzip <= FIRST_LOAD_JS_GZIP_BUDGET,
      adminAbsentFromFirstLoad: adminTextsInFirstLoad.length === 0 && !loadsAdminChunk,
    },
  };
}
