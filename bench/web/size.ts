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

export interface WebSizeReport {
  webDir: string;
  /** What a shopper's first visit downloads: index.html's scripts, module preloads and stylesheets, and their static imports. */
  firstLoad: FileGroupSize;
  /** The admin area's chunks (`assets/admin-*`), fetched by admins only. */
  admin: FileGroupSize;
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
 * and CSS, raw, gzip and brotli, and whether admin-only texts leaked into the first load.
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
    adminTextsInFirstLoad,
    checks: {
      firstLoadJsWithinBudget: firstLoad.js.gzip <= FIRST_LOAD_JS_GZIP_BUDGET,
      adminAbsentFromFirstLoad: adminTextsInFirstLoad.length === 0 && !loadsAdminChunk,
    },
  };
}
