import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { MallEnv } from '../schemas/api/env';
import type { OperatorRole } from '../schemas/api/operator-accounts';
import { buildApp } from './app';
import { newSecret } from './auth/secrets';
import { seedBoothIfEmpty } from './booth/seed';
import { type AppConfig, type BoothSource, DEFAULTS } from './config';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openDb } from './db/open';
import { seedIfEmpty } from './db/seed';
import { seedCouponCenterOnce } from './db/seed-coupon-center';
import { seedGroupBuyOnce } from './db/seed-group-buy';
import { seedPromotionsOnce } from './db/seed-promotions';
import { seedPurchaseProductsOnce } from './db/seed-purchase-products';
import { seedSearchOnce } from './db/seed-search';
import { seedShoppingOnce } from './db/seed-shopping';
import { seedSpecialPurchasesOnce } from './db/seed-special-purchases';
import { seedStoresOnce } from './db/seed-stores';
import type { RetentionConfig } from './domain/retention';
import { SHOPPING_DEFAULTS, type ShoppingConfig } from './domain/shopping-config';
import type { SpecialPurchaseConfig } from './domain/special-purchase';
import type { WeChatConfig } from './domain/wechat-config';
import type { IngestOptions } from './ingest/options';
import { createJobRunner } from './jobs/runner';
import { mallJobs } from './jobs/specs';
import { lineLogger } from './observe/log';
import { startMetricsServer } from './observe/metrics-server';
import { createObservability, type Observability } from './observe/observability';
import { watchDbPool } from './observe/process-gauges';
import { boundOrigin, normaliseOrigin, normaliseOrigins, returnOrigins } from './origins';
import { purgeExpired } from './services/housekeeping';
import { seedLotteryOnce } from './services/lottery-seed';
import { seedQualificationOnce } from './services/qualification-seed';
import { idempotencyKeepMs } from './services/retention-config';
import { seedShelvesOnce } from './services/shelves';
import { ensureDaysAround } from './services/tracking-retention';
import { purgeOrphanUploads } from './services/uploads';

export interface StartOptions {
  /** 0 picks a free port. Default 8787. */
  port?: number;
  /** Default 127.0.0.1: the server is not reachable from other machines unless asked. */
  host?: string;
  /** PGlite directory. Default ./data. */
  dataDir?: string;
  /** When set, PostgreSQL is used instead of PGlite. */
  databaseUrl?: string;
  /** Default 'sit'. */
  env?: MallEnv;
  /** Built SPA. Default ./dist. */
  distDir?: string;
  /** The first screen's server render build (vite.config.ts serverRenderBuild). Default `<distDir>-ssr`. */
  ssrDir?: string;
  /** SSR_BUDGET_MS: a warm render's budget; default 50 ms (server/ssr/first-screen.ts). */
  ssrBudgetMs?: number;
  /** API base URL the SPA should call; empty means the page's own origin. */
  apiBase?: string;
  /** Generated when absent. */
  operatorToken?: string;
  /** The token's service account role (default administrator); false turns the token off. */
  operatorTokenRole?: OperatorRole;
  operatorTokenEnabled?: boolean;
  /** Maker-checker (ADR 0048): default on; false lets writes apply directly (tests, local development). */
  operatorApproval?: boolean;
  /** Proxies whose X-Forwarded-For the audit log believes (TRUSTED_PROXIES). */
  trustedProxies?: string[];
  /** Plain sentences from services; default: the structured log (observe.log) at their level. */
  logger?: (line: string, level?: 'info' | 'warn' | 'error') => void;
  /** Structured log, metrics registry, customer pseudonym key; default: createObservability(). */
  observe?: Observability;
  /** Serves /metrics on this port (0: a free one) of metricsHost; absent, no metrics listener. */
  metricsPort?: number;
  /** Default 127.0.0.1: /metrics is for the machine's scraper, not for shoppers (ADR 0027). */
  metricsHost?: string;
  /** now() in epoch ms, for tests that move time. */
  clock?: () => number;
  /**
   * How long a stopping process keeps serving while readiness already says 503, so a load balancer's health
   * check takes it out of rotation before it stops accepting (DRAIN_NOTICE_MS; default 0: nobody checks).
   */
  drainNoticeMs?: number;
  /** How long a background job's claim holds before another process may take it (default 60 s, ADR 0036). */
  jobLeaseMs?: number;
  /** Readiness fails below this many free bytes on DATA_DIR's disk (DISK_MIN_FREE_MB). */
  minFreeBytes?: number;
  /** Where uploads live (FILE_STORE): default 'db' on PostgreSQL (every process reads them), else 'disk'. */
  fileStore?: 'disk' | 'db';
  sessionTtlMs?: number;
  ssoCodeTtlMs?: number;
  licenseVersion?: string;
  /** Origins besides the server's own that a login cb may return to (public origin, Vite dev server). */
  allowedReturnOrigins?: string[];
  /** Origin shoppers reach the server at (behind a proxy); default the bound http://HOST:PORT. */
  publicOrigin?: string;
  /** Origins allowed to frame the mall (the bank app's webview origin); the mall's own is always allowed. */
  frameAncestors?: string[];
  /** 'fixtures' serves booth layouts from fixture files (QA replay); default 'db' (the booth store). */
  boothSource?: BoothSource;
  /** Fixture directory for the replay. Default ./fixtures/booth. */
  fixturesDir?: string;
  /** Lifetime of draft preview links. Default 30 minutes. */
  previewTtlMs?: number;
  /** Order timings (auto-cancel 30 min, auto-ship, ...); unset fields keep SHOPPING_DEFAULTS. */
  shopping?: Partial<ShoppingConfig>;
  /** Operator codes, education verifier and trade-in timings (domain/special-purchase.ts defaults). */
  specialPurchases?: Partial<SpecialPurchaseConfig>;
  /** WeChat JS-SDK settings (domain/wechat-config.ts defaults: the simulated WeChat). */
  wechat?: Partial<WeChatConfig>;
  /** Retention periods and the account deletion's cooling-off (ACCOUNT_DELETION_COOLING_DAYS, …). */
  retention?: Partial<RetentionConfig>;
  /** Tracking ingest: accepted keys (default mbankmall + env tag), rate and size limits, sink. */
  ingest?: IngestOptions;
  /** Secret of the session info's sealed user token (USER_TOKEN_KEY); default random per process. */
  userTokenKey?: string;
  /** Secret operator TOTP secrets are sealed with (OPERATOR_TOTP_KEY); default random per process. */
  operatorTotpKey?: string;
  /** How long a pending change request waits for approval before it expires (default 7 days). */
  changeRequestTtlMs?: number;
}

export interface RunningServer {
  /** Origin, e.g. http://127.0.0.1:8787 */
  url: string;
  /** Origin of every absolute URL the server hands out (equals url unless configured). */
  publicOrigin: string;
  port: number;
  operatorToken: string;
  close(): Promise<void>;
  db: Db;
  /** http://METRICS_HOST:port/metrics when a metrics port was asked for. */
  metricsUrl?: string;
}

async function prepareDb(db: Db, now: number, idempotencyKeep: number): Promise<void> {
  await migrate(db, now);
  await seedIfEmpty(db, now);
  await seedShoppingOnce(db, now);
  await seedStoresOnce(db, now);
  await seedCouponCenterOnce(db, now);
  // After the catalogue: the booth seed also fills the merchandising columns of the seeded SKUs.
  await seedBoothIfEmpty(db, now);
  await seedShelvesOnce(db, now);
  // After the catalogue and the coupons: the full-discount activities and scene coupons name them.
  await seedPromotionsOnce(db, now);
  await seedGroupBuyOnce(db, now);
  await seedLotteryOnce(db, now);
  await seedQualificationOnce(db, now);
  await seedSearchOnce(db, now);
  await seedPurchaseProductsOnce(db, now);
  await seedSpecialPurchasesOnce(db, now);
  await purgeExpired(db, now, idempotencyKeep);
  // Today's tracking partition exists before the first upload can arrive (the hourly job keeps them after).
  // Not fatal: if another process holds the partition lock too long, the job (run at once) makes them and
  // says so if it fails; an upload meanwhile is retried by the sink.
  await ensureDaysAround(db, now).catch(() => 0);
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolveListen((server.address() as AddressInfo).port);
    });
  });
}

/** The whole stop (notice, then in-flight answers) ends within this bound (exit within 10 s). */
const STOP_BOUND_MS = 9000;

interface Drain {
  /** Readiness false from now on; answers close their connections. */
  begin(): void;
  draining(): boolean;
}

function drainState(): Drain {
  let on = false;
  return {
    begin: () => {
      on = true;
    },
    draining: () => on,
  };
}

function closer(
  server: Server,
  db: Db,
  drain: Drain,
  noticeMs: number,
  beforeClose: () => Promise<void>,
): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= (async () => {
      // First readiness goes false, while the process still serves: the balancer stops sending new
      // shoppers here during the notice, and nothing it already sent is refused.
      drain.begin();
      // Background jobs stop claiming now; the one running finishes before the database closes.
      const jobsStopped = beforeClose();
      const notice = Math.max(0, Math.min(noticeMs, STOP_BOUND_MS - 1000));
      if (notice > 0) await new Promise((done) => setTimeout(done, notice));
      await new Promise<void>((done) => {
        // Keep-alive sockets would hold close() open; requests in flight are still answered. A socket
        // busy now goes idle when its answer is sent, so idle ones are closed again until all are gone,
        // and whatever still hangs at the bound is cut so a drain always ends.
        const sweep = setInterval(() => server.closeIdleConnections(), 100);
        const bound = setTimeout(() => server.closeAllConnections(), STOP_BOUND_MS - notice);
        server.close(() => {
          clearInterval(sweep);
          clearTimeout(bound);
          done();
        });
        server.closeIdleConnections();
      });
      await jobsStopped;
      await db.close();
    })();
    return closing;
  };
}

export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  const clock = opts.clock ?? Date.now;
  const observe = opts.observe ?? createObservability();
  const logger = opts.logger ?? lineLogger(observe.log);
  const host = opts.host ?? '127.0.0.1';
  const extraOrigins = normaliseOrigins(opts.allowedReturnOrigins ?? []);
  const configuredPublic = opts.publicOrigin ? normaliseOrigin(opts.publicOrigin) : undefined;
  const frameAncestors = normaliseOrigins(opts.frameAncestors ?? []);
  const db = await openDb({ dataDir: opts.dataDir ?? './data', databaseUrl: opts.databaseUrl });

  // The app is attached after listen: the allowed return origins include the port, known only once bound.
  let handle: RequestListener | undefined;
  const server = createServer((req, res) => {
    if (handle) return handle(req, res);
    res.writeHead(503).end();
  });
  let stopSweeper: () => Promise<void> = async () => {};
  let closeMetrics = async () => {};
  const drain = drainState();
  const close = closer(server, db, drain, opts.drainNoticeMs ?? 0, () => {
    void closeMetrics();
    return stopSweeper().catch(() => {});
  });
  try {
    await prepareDb(db, clock(), idempotencyKeepMs(opts.retention));
    const port = await listen(server, opts.port ?? 8787, host);
    const publicOrigin = configuredPublic ?? boundOrigin(host, port);
    // A login started on the public origin returns there.
    const allowedReturnOrigins = returnOrigins(host, port, [...extraOrigins, publicOrigin]);
    const config: AppConfig = {
      env: opts.env ?? 'sit',
      clock,
      sessionTtlMs: opts.sessionTtlMs ?? DEFAULTS.sessionTtlMs,
      ssoCodeTtlMs: opts.ssoCodeTtlMs ?? DEFAULTS.ssoCodeTtlMs,
      ssoRequestTtlMs: DEFAULTS.ssoRequestTtlMs,
      licenseVersion: opts.licenseVersion ?? DEFAULTS.licenseVersion,
      allowedReturnOrigins,
      publicOrigin,
      frameAncestors,
      operatorToken: opts.operatorToken ?? newSecret(24),
      operatorTokenRole: opts.operatorTokenRole ?? 'administrator',
      operatorTokenEnabled: opts.operatorTokenEnabled ?? true,
      operatorApproval: opts.operatorApproval ?? true,
      trustedProxies: opts.trustedProxies ?? [],
      distDir: opts.distDir ?? './dist',
      ...(opts.ssrDir ? { ssrDir: opts.ssrDir } : {}),
      ...(opts.ssrBudgetMs ? { ssrBudgetMs: opts.ssrBudgetMs } : {}),
      apiBase: opts.apiBase ?? '',
      logger,
      observe,
      draining: drain.draining,
      boothSource: opts.boothSource ?? 'db',
      boothFixturesDir: opts.fixturesDir ?? DEFAULTS.boothFixturesDir,
      previewTtlMs: opts.previewTtlMs ?? DEFAULTS.previewTtlMs,
      shopping: { ...SHOPPING_DEFAULTS, ...opts.shopping },
      ...(opts.specialPurchases ? { specialPurchases: opts.specialPurchases } : {}),
      ...(opts.wechat ? { wechat: opts.wechat } : {}),
      ...(opts.retention ? { retention: opts.retention } : {}),
      ...(opts.ingest ? { ingest: opts.ingest } : {}),
      userTokenKey: opts.userTokenKey || newSecret(32),
      operatorTotpKey: opts.operatorTotpKey || newSecret(32),
      ...(opts.changeRequestTtlMs ? { changeRequestTtlMs: opts.changeRequestTtlMs } : {}),
      dataDir: opts.dataDir ?? './data',
      ...(opts.minFreeBytes === undefined ? {} : { minFreeBytes: opts.minFreeBytes }),
      fileStore: opts.fileStore ?? (db.kind === 'postgres' ? 'db' : 'disk'),
    };
    // Housekeeping that needs the file store: pictures nobody attached within a day (services/uploads.ts).
    await purgeOrphanUploads({ db, config }, clock());
    handle = getRequestListener(buildApp({ db, config }).fetch);
    watchDbPool(observe.metrics, db);
    const metricsServer =
      opts.metricsPort === undefined
        ? undefined
        : await startMetricsServer(observe.metrics, opts.metricsPort, opts.metricsHost ?? '127.0.0.1');
    if (metricsServer) closeMetrics = metricsServer.close;
    // Every background job on the one runner (server/jobs): claimed from the database, so with several
    // processes each runs once per interval, and a job of a killed process is run by another.
    const runner = await createJobRunner({
      db,
      jobs: mallJobs({ db, config }),
      log: logger,
      metrics: observe.metrics,
      ...(opts.jobLeaseMs ? { leaseMs: opts.jobLeaseMs } : {}),
    });
    stopSweeper = () => runner.stop();
    const url = boundOrigin(host, port);
    return {
      url,
      publicOrigin,
      port,
      operatorToken: config.operatorToken,
      close,
      db,
      ...(metricsServer ? { metricsUrl: metricsServer.url } : {}),
    };
  } catch (err) {
    await close();
    throw err;
  }
}
