import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHints } from './scripts/vite-compile-hints.js';
import { LANGUAGE_CHUNK_PREFIX, languages } from './scripts/vite-languages.js';
import { precompress } from './scripts/vite-precompress.js';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    // The catalogues compiled at build time, and the boot script that starts the shopper's one.
    languages(),
    // The first load's chunks compile off the main thread while they download.
    compileHints(),
    VitePWA({
      registerType: 'autoUpdate',
      // registerSW.js as its own file: the server's CSP allows no inline script. Deferred, so it
      // never holds up the first paint (the worker registers after load anyway).
      injectRegister: 'script-defer',
      manifest: {
        name: 'Grocery Shop - Fresh Vegetables, Fruits and Dairy',
        short_name: 'Grocery Shop',
        description: 'Fresh and organic vegetables, fruits and dairy. Free delivery all over India, cash on delivery.',
        lang: 'en-IN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#2e7d32',
        background_color: '#f6faf4',
        icons: [
          { src: '/icons/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      // Our own service worker (src/web/features/offline/sw.ts, decision 0066): the cache rules and
      // the orders waiting for the network. The plugin builds it and writes the precache list into it.
      strategies: 'injectManifest',
      srcDir: 'src/web/features/offline',
      filename: 'sw.ts',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Admin code is for admins only: a shopper's service worker never fetches it. Nor does
        // it fetch every language's texts: each catalogue is cached once its language is used.
        globIgnores: ['**/admin-*', `**/${LANGUAGE_CHUNK_PREFIX}*`],
      },
    }),
    // After the PWA plugin: sw.js and the workbox script get compressed copies too.
    precompress(),
  ],
  build: { outDir: 'dist/web', emptyOutDir: true, sourcemap: false },
  server: { port: 5173, proxy: { '/api': api, '/uploads': api } },
});
