import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/**
 * Chrome's explicit compile hint (Chrome 136 and later; other browsers read a comment): V8
 * compiles every function of the file on the thread that streams it in, instead of lazily on the
 * main thread the first time each is called.
 */
const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the chunks every first visit runs (the entries and what they import statically: React,
 * the router, the shell and the landing pages) with the compile hint, so their compiling leaves
 * the main thread while the page waits for the network anyway (docs/performance.md: about a
 * quarter of the main thread's work on the first load of /products). Chunks loaded later (other
 * screens, the owner's admin, other languages) are left to V8's lazy compiling: most of their
 * functions may never run.
 */
export function compileHints(): Plugin {
  return {
    name: 'shop:compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own (its preload helper goes in front of the entry's code): the hint comes first.
      order: 'post',
      handler(_options, bundle) {
        const chunks = new Map<string, OutputChunk>();
        for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
        const firstLoad = new Set<OutputChunk>();
        const visit = (chunk: OutputChunk | undefined): void => {
          if (!chunk || firstLoad.has(chunk)) return;
          firstLoad.add(chunk);
          for (const imported of chunk.imports) visit(chunks.get(imported));
        };
        for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk);
        for (const chunk of firstLoad) {
          chunk.code = HINT + chunk.code;
          // One line more at the top: a build with source maps moves their lines down by one.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') {
            const parsed = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
