import { config, locales } from 'zod/mini';

/**
 * zod/mini loads no error messages (its issues would all read "Invalid input"): English is configured here,
 * the same locale classic zod loads, so a layout's or request's issue messages are the same wherever it is
 * checked (schemas/booth/fixtures.test.ts pins them). The browser builds load zod-locale.browser.ts instead
 * (vite.config.ts, lazyZodLocale; ADR 0078).
 */
config(locales.en());
