import { isLoginSkipped, mallEnvSchema } from '../schemas/api/env';
import { operatorRoleSchema } from '../schemas/api/operator-accounts';
import { newSecret } from './auth/secrets';
import { retentionFromEnv } from './domain/retention';
import { shoppingFromEnv } from './domain/shopping-config';
import { specialPurchasesFromEnv } from './domain/special-purchase';
import { weChatFromEnv } from './domain/wechat-config';
import { ingestOptionsFromEnv } from './ingest';
import { createLog, isLogLevel } from './observe/log';
import { createObservability } from './observe/observability';
import { operatorTokenNotice, writeOperatorToken } from './operator-token-file';
import { keepTotpKey, storedTotpKey } from './operator-totp-key-file';
import { projectPath } from './paths';
import { startServer } from './start';

// React's production build for the first screen's server render (ADR 0029), unless told otherwise: its
// development build is several times slower and would overrun the render's budget. Only that render,
// loaded later by a dynamic import, reads it.
process.env.NODE_ENV ??= 'production';

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** An integer port 0..65535, or undefined for anything else. */
function portFrom(text: string): number | undefined {
  const port = Number(text);
  return Number.isInteger(port) && port >= 0 && port <= 65535 ? port : undefined;
}

/** `npm start` / `npm run serve`: configuration from environment variables, see server/README.md. */
async function main(): Promise<void> {
  const level = process.env.LOG_LEVEL || 'info';
  if (!isLogLevel(level)) {
    // Before the logger exists: the one line that cannot go through it.
    console.error('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent');
    process.exit(2);
  }
  const observe = createObservability({
    log: createLog({ level }),
    ...(process.env.LOG_CUSTOMER_KEY ? { customerKey: process.env.LOG_CUSTOMER_KEY } : {}),
  });
  const log = observe.log;
  const env = mallEnvSchema.safeParse(process.env.MALL_ENV ?? 'sit');
  if (!env.success) {
    log.fatal(`MALL_ENV must be one of ${mallEnvSchema.options.join(', ')}`);
    process.exit(2);
  }
  const port = portFrom(process.env.PORT ?? '8787');
  const metricsText = process.env.METRICS_PORT;
  const metricsPort = metricsText ? portFrom(metricsText) : undefined;
  if (port === undefined || (metricsText && metricsPort === undefined)) {
    log.fatal('PORT and METRICS_PORT must be integers between 0 and 65535');
    process.exit(2);
  }
  const boothSource = process.env.BOOTH_SOURCE || 'db';
  if (boothSource !== 'db' && boothSource !== 'fixtures') {
    log.fatal('BOOTH_SOURCE must be db or fixtures');
    process.exit(2);
  }
  const dataDir = process.env.DATA_DIR || './data';
  // A generated token goes to a file only its owner can read; neither kind is ever printed.
  // OPERATOR_TOKEN=off turns the shared token off (people sign in with accounts): a random
  // value nobody holds stands in for it, and no file is written.
  const tokenOff = process.env.OPERATOR_TOKEN === 'off';
  const suppliedToken = tokenOff ? undefined : process.env.OPERATOR_TOKEN || undefined;
  const operatorToken = suppliedToken ?? newSecret(24);
  const tokenRole = operatorRoleSchema.safeParse(process.env.OPERATOR_TOKEN_ROLE || 'administrator');
  if (!tokenRole.success) {
    log.fatal(`OPERATOR_TOKEN_ROLE must be one of ${operatorRoleSchema.options.join(', ')}`);
    process.exit(2);
  }
  // TOTP secrets stay readable across restarts: the configured key, the one kept in DATA_DIR, or a new one.
  const keptTotpKey = process.env.OPERATOR_TOTP_KEY ? undefined : storedTotpKey(dataDir);
  const newTotpKey = process.env.OPERATOR_TOTP_KEY || keptTotpKey ? undefined : newSecret(32);
  const operatorTotpKey = process.env.OPERATOR_TOTP_KEY || keptTotpKey || newTotpKey;
  const approvalTtlDays = Number(process.env.OPERATOR_APPROVAL_TTL_DAYS || '7');
  if (!(approvalTtlDays > 0 && approvalTtlDays <= 365)) {
    log.fatal('OPERATOR_APPROVAL_TTL_DAYS must be a number of days from above 0 to 365');
    process.exit(2);
  }
  const approval = process.env.OPERATOR_APPROVAL || 'on';
  if (approval !== 'on' && approval !== 'off') {
    log.fatal('OPERATOR_APPROVAL must be on or off');
    process.exit(2);
  }
  const server = await startServer({
    port,
    host: process.env.HOST || '127.0.0.1',
    dataDir,
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    env: env.data,
    // The built mall beside the server's own files, wherever the process was started from.
    distDir: process.env.DIST_DIR || projectPath('dist'),
    ...(process.env.SSR_DIR ? { ssrDir: process.env.SSR_DIR } : {}),
    ...(Number(process.env.SSR_BUDGET_MS) > 0 ? { ssrBudgetMs: Number(process.env.SSR_BUDGET_MS) } : {}),
    apiBase: process.env.MALL_API_BASE ?? '',
    operatorToken,
    operatorTokenRole: tokenRole.data,
    operatorTokenEnabled: !tokenOff,
    operatorApproval: approval === 'on',
    ...(operatorTotpKey ? { operatorTotpKey } : {}),
    changeRequestTtlMs: approvalTtlDays * 24 * 60 * 60 * 1000,
    trustedProxies: list(process.env.TRUSTED_PROXIES),
    allowedReturnOrigins: list(process.env.ALLOWED_RETURN_ORIGINS),
    ...(process.env.MALL_PUBLIC_ORIGIN ? { publicOrigin: process.env.MALL_PUBLIC_ORIGIN } : {}),
    frameAncestors: list(process.env.MALL_FRAME_ANCESTORS),
    boothSource,
    ...(process.env.BOOTH_FIXTURES_DIR ? { fixturesDir: process.env.BOOTH_FIXTURES_DIR } : {}),
    ingest: ingestOptionsFromEnv(process.env),
    ...(process.env.USER_TOKEN_KEY ? { userTokenKey: process.env.USER_TOKEN_KEY } : {}),
    shopping: shoppingFromEnv(process.env),
    specialPurchases: specialPurchasesFromEnv(process.env),
    wechat: weChatFromEnv(process.env),
    retention: retentionFromEnv(process.env),
    observe,
    ...(process.env.FILE_STORE === 'db' || process.env.FILE_STORE === 'disk'
      ? { fileStore: process.env.FILE_STORE }
      : {}),
    ...(Number(process.env.DISK_MIN_FREE_MB) >= 0 && process.env.DISK_MIN_FREE_MB
      ? { minFreeBytes: Number(process.env.DISK_MIN_FREE_MB) * 1024 * 1024 }
      : {}),
    ...(Number(process.env.DRAIN_NOTICE_MS) > 0
      ? { drainNoticeMs: Number(process.env.DRAIN_NOTICE_MS) }
      : {}),
    ...(Number(process.env.JOB_LEASE_MS) >= 1000 ? { jobLeaseMs: Number(process.env.JOB_LEASE_MS) } : {}),
    ...(metricsPort === undefined ? {} : { metricsPort }),
    ...(process.env.METRICS_HOST ? { metricsHost: process.env.METRICS_HOST } : {}),
  });
  // After the start: the embedded database initialises DATA_DIR and wants it to itself until then.
  const tokenFile = writeOperatorToken(dataDir, suppliedToken || tokenOff ? undefined : operatorToken);
  console.log(tokenOff ? 'operator token: off (OPERATOR_TOKEN=off)' : operatorTokenNotice(tokenFile));
  if (newTotpKey) console.log(`operator TOTP key: written to ${keepTotpKey(dataDir, newTotpKey)}`);
  if (approval === 'off')
    console.log('operator approval: off (OPERATOR_APPROVAL=off), writes apply directly');
  if (server.publicOrigin !== server.url) console.log(`public origin: ${server.publicOrigin}`);
  if (boothSource === 'fixtures')
    console.log('booth pages are replayed from fixture files (BOOTH_SOURCE=fixtures)');
  if (!isLoginSkipped(env.data)) {
    // Outside the bank app a tap opens the native app (spec §2); the browser-announcement flag keeps a
    // desktop browser in the mall. README.md, "Trying the mall", says how to be the bank app's web view.
    // The flag's name is the SPA's (src/lib/query.ts QueryParam.browserNotice); the server imports nothing from src/.
    console.log(`in a desktop browser: ${server.publicOrigin}/mbankmall/index?browserNotice=1`);
    console.log(
      'as the bank app\'s web view: Chromium device mode with "MPBank" in the user agent (README.md)',
    );
  }
  if (server.metricsUrl) console.log(`metrics: ${server.metricsUrl}`);
  // Last: scripts and tests wait for this line, and everything above is written by then.
  console.log(`mbankmall is running: ${server.url}/mbankmall/index`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received, shutting down`);
    try {
      await server.close();
      process.exit(0);
    } catch (err) {
      log.error(`shutdown failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  // The logger may be what failed; this line is for whoever started the process.
  console.error('mbankmall failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
