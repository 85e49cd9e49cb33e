/**
 * The page's first script (a separate entry that index.html loads before the app): it settles
 * the language and starts fetching that language's texts while the app's own code is still
 * downloading, so the texts never wait for the app (scripts/vite-languages.ts puts it first).
 */
import { settleLanguage } from './i18n/startup.js';

settleLanguage();
