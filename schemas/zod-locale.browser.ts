import { config } from 'zod/mini';

/**
 * The browser's stand-in for zod-locale.ts (vite.config.ts, lazyZodLocale; ADR 0078): zod's English messages
 * are 1.1 KB gzip of the first route, and no shopper reads them (forms and the console say a problem in
 * their own catalogue's words). They load in their own file right after start-up, so the layout problems a
 * page reports to the server read as they do on the server; a parse that ends before they arrive says
 * "Invalid input" with its path and code.
 */
void import('zod/v4/locales/en.js').then(({ default: en }) => config(en()));
