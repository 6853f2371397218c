// The operator console's (console.html; the mall's page uses zod/mini, which never compiles a parser).
// Runs before the app's modules. The page's CSP forbids eval; zod 4 probes `new Function('')` when it builds
// its first object schema, and the refused probe is reported as a CSP violation on every load. zod reads
// this global config when it loads, so jitless is set before any schema exists. A classic script because
// the app's own modules are split into chunks that evaluate before the entry's first line. Loaded with
// `defer`: deferred classic scripts and module scripts run in document order, so it still runs first
// without blocking the first paint.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
