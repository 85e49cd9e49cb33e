import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images (WebP, PNG) are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|html|svg|webmanifest)$/;
/** Below this a compressed copy saves less than its own headers and a lookup cost. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/**
 * Writes `.br` (brotli at its maximum quality) and `.gz` (level 9) beside every text file of
 * `dir` above 1 KB. Build time is the one place the slowest, smallest settings cost nothing.
 */
export async function precompressDir(dir: string): Promise<void> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const data = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzipAsync(data, { level: 9 }),
      ]);
      // A copy that is not smaller would only cost the browser a decode.
      if (br.length < data.length) await writeFile(`${file}.br`, br);
      if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
    }),
  );
}

/**
 * Compressed copies of the build, for the server's @fastify/static `preCompressed`: it sends the
 * smallest encoding a browser accepts without compressing anything per request. Runs after
 * vite-plugin-pwa has written sw.js and the workbox script, so those are covered too.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'shop:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: () => precompressDir(path.resolve(config.root, config.build.outDir)),
    },
  };
}
