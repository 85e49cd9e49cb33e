import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * The API's JSON and CSV answers the catalogue cache does not already hold compressed (admin
 * lists, My Orders, the exports) go out brotli or gzip when the client takes it and they weigh
 * at least 1,400 bytes, about one packet's payload (a streamed export whatever its size): below
 * that, compressing saves the shopper a few hundred bytes of a packet that goes anyway, and costs
 * the server a compressor's set-up for every answer (a placed order's, about 1 KB, on every
 * checkout). An answer that already carries a Content-Encoding (the cache's) passes untouched;
 * the event stream is not JSON. Files (the built web app, pictures) are left alone: the build
 * compressed what is worth it, and the rest was left small on purpose. Request bodies are not
 * decompressed: the body limits count what arrives on the wire, and a small compressed body must
 * not unpack into a large one.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  // Before the plugin's own onRoute hook, which skips a route that says `compress: false`.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1400,
    customTypes: /^(?:application\/json|text\/csv)(?:;|$)/,
    // Quality 4: most of brotli's gain for little time, paid on every answer (the cache pays 5 once).
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
