/**
 * The cookie in which the SPA tells the server's own pages on its origin (the simulated cashier and SSO)
 * the visit's language, for addresses it does not build itself (the cashier link). Read by
 * server/i18n/request-lang.ts, written at boot by src/i18n/langParam.ts.
 */
export const LANG_COOKIE = 'mall-lang';
