import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { countsAsSelect } from '../src/web/i18n/counts.js';

/** The storefront's catalogues (src/web/i18n/catalogues/<language>.ts). */
const CATALOGUE = /[\\/]src[\\/]web[\\/]i18n[\\/]catalogues[\\/](\w+)\.ts$/;
const BOOT_SOURCE = 'src/web/boot.ts';
/** The catalogues' chunks are named `assets/language-<language>-<hash>.js`. */
export const LANGUAGE_CHUNK_PREFIX = 'language-';

/**
 * Runs a catalogue module (TypeScript already stripped: plain data and an export) to read its
 * messages. The file imports nothing at run time, so it runs on its own.
 */
async function messagesOf(code: string, id: string): Promise<Record<string, string>> {
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
    messages?: Record<string, unknown>;
  };
  if (!module.messages || typeof module.messages !== 'object') throw new Error(`${id}: a catalogue exports \`messages\``);
  for (const [key, message] of Object.entries(module.messages)) {
    if (typeof message !== 'string') throw new Error(`${id}: "${key}" is not a text`);
  }
  return module.messages as Record<string, string>;
}

/**
 * The storefront's languages at build time (docs/decisions/0016-storefront-languages.md):
 *
 * - Each catalogue's ICU messages are compiled with Lingui's own compiler into the form Lingui's
 *   runtime reads, so no message parser ships to the browser; a message that does not parse fails
 *   the build, naming its key.
 * - `src/web/boot.ts` is an entry of its own, loaded by index.html before the app: it settles the
 *   language and starts fetching that language's catalogue while the app's code downloads (a
 *   script of index.html would be bundled into the app's entry instead).
 */
export function languages(): Plugin {
  let root = process.cwd();
  return {
    name: 'shop-languages',
    enforce: 'post',
    config(config, { command }) {
      if (command !== 'build') return;
      const input = config.build?.rolldownOptions?.input ?? { index: path.resolve(config.root ?? '', 'index.html') };
      return {
        build: {
          rolldownOptions: {
            input: { ...(input as Record<string, string>), boot: BOOT_SOURCE },
            // `language-hi-….js`: the service worker leaves the catalogues to be fetched when used.
            output: {
              chunkFileNames: (chunk) =>
                CATALOGUE.test(chunk.facadeModuleId ?? '') ? `assets/${LANGUAGE_CHUNK_PREFIX}[name]-[hash].js` : 'assets/[name]-[hash].js',
            },
          },
        },
      };
    },
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      const match = CATALOGUE.exec(id.split('?')[0] ?? '');
      if (!match) return null;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(await messagesOf(code, path.relative(root, id)))) {
        try {
          compiled[key] = countsAsSelect(compileMessage(message));
        } catch (error) {
          throw new Error(`${path.relative(root, id)}: "${key}" is not a valid ICU message: ${(error as Error).message}`);
        }
      }
      return { code: `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});\n`, map: null };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const boot = context.bundle
          ? Object.values(context.bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk.name === 'boot')
          : undefined;
        if (context.bundle && !boot) throw new Error(`the build has no ${BOOT_SOURCE} entry`);
        const src = boot ? `/${boot.fileName}` : `/${BOOT_SOURCE}`;
        return [{ tag: 'script', attrs: { type: 'module', src }, injectTo: 'head-prepend' }];
      },
    },
  };
}
