import type { MallEnv } from '../schemas/api/env';
import type { OperatorRole } from '../schemas/api/operator-accounts';
import type { Db } from './db/db';
import type { RetentionConfig } from './domain/retention';
import type { ShoppingConfig } from './domain/shopping-config';
import type { SpecialPurchaseConfig } from './domain/special-purchase';
import type { WeChatConfig } from './domain/wechat-config';
import type { IngestOptions } from './ingest/options';
import type { Observability } from './observe/observability';

/** Everything the routes read besides the database; resolved once by startServer. */
export interface AppConfig {
  env: MallEnv;
  /** now() in epoch ms; tests inject one to move time. */
  clock: () => number;
  /** Session lifetime; each use pushes the end out again (sliding). */
  sessionTtlMs: number;
  /** Lifetime of the SSO one-time code (60 s per the login issue). */
  ssoCodeTtlMs: number;
  /** Lifetime of an approval (the SSO page must be used within it). */
  ssoRequestTtlMs: number;
  /** Current user-agreement version served by /api/mlife/license/version. */
  licenseVersion: string;
  /**
   * Origins a login cb may point at: the server's own (loopback names and bound host, known after listen)
   * plus configured ones (a public origin behind a proxy, the Vite dev server). Never empty once running.
   */
  allowedReturnOrigins: readonly string[];
  /**
   * The origin shoppers reach the server at (MALL_PUBLIC_ORIGIN; default the bound http://HOST:PORT). Every
   * absolute URL the server hands out is built from it with publicUrl(), never from request headers.
   */
  publicOrigin: string;
  /** Origins allowed to frame the mall (CSP frame-ancestors), e.g. the bank app's; default 'self' only. */
  frameAncestors: readonly string[];
  operatorToken: string;
  /**
   * The shared token is a service account for automation: its role (OPERATOR_TOKEN_ROLE, default
   * administrator) and whether it is accepted at all (OPERATOR_TOKEN=off). Absent: administrator, on.
   */
  operatorTokenRole?: OperatorRole;
  operatorTokenEnabled?: boolean;
  /**
   * Maker-checker (ADR 0048): writes that reach shoppers or move money become change requests that
   * a second operator approves (OPERATOR_APPROVAL, default on). Off only for local development and the test
   * servers, where writes apply directly (and are still in the audit log).
   */
  operatorApproval?: boolean;
  /** Proxies whose X-Forwarded-For the audit log believes (TRUSTED_PROXIES); default none: the socket's peer. */
  trustedProxies?: readonly string[];
  distDir: string;
  /** The first screen's server render build (ADR 0029); default `<distDir>-ssr`. */
  ssrDir?: string;
  /** How long a first screen's server render may take before the page is served without it (ms). */
  ssrBudgetMs?: number;
  /** API base URL written into the served page (empty: same origin as the page). */
  apiBase: string;
  /** Plain sentences from services and timers, written through the structured log (info unless told). */
  logger: (line: string, level?: 'info' | 'warn' | 'error') => void;
  /** Structured log, metrics and the customers' log pseudonym; absent, buildApp makes defaults. */
  observe?: Observability;
  /** True once this process is draining (SIGTERM): readiness answers 503 and answers close their connection. */
  draining?: () => boolean;
  /** Where GET /api/booth/page reads layouts: the booth store, or QA's fixture files (replay). */
  boothSource: BoothSource;
  /** Directory with manifest.json (and recorded/) that the fixture replay serves from. */
  boothFixturesDir: string;
  /** Lifetime of a draft preview link. */
  previewTtlMs: number;
  /** Order timings (auto-cancel, auto-ship, ...) and the address hand-over key. */
  shopping: ShoppingConfig;
  /** Tracking ingest: accepted keys, limits, a replacement sink (defaults in server/ingest/options.ts). */
  ingest?: IngestOptions;
  /**
   * Secret the session info's user token is sealed with (USER_TOKEN_KEY, domain/user-token.ts): the login
   * seals it, the tracking ingest opens it. Random per process unless configured; never logged.
   */
  userTokenKey: string;
  /**
   * Secret operator TOTP secrets are sealed with in the database (OPERATOR_TOTP_KEY, ADR 0067); the same on
   * every process of a cluster and across restarts, or enrolled operators cannot sign in. Never logged.
   */
  operatorTotpKey: string;
  /** How long a pending change request may wait for its approval (OPERATOR_APPROVAL_TTL_DAYS; default 7 days). */
  changeRequestTtlMs?: number;
  /** DATA_DIR: uploads are kept under it (server/storage); absent, they are kept in memory. */
  dataDir?: string;
  /** Readiness fails below this many free bytes on DATA_DIR's disk (default 100 MB, services/site.ts). */
  minFreeBytes?: number;
  /** Where uploaded files live: 'db' (shared by every process on the database) or 'disk' (DATA_DIR/uploads). */
  fileStore?: 'disk' | 'db';
  /** Operator codes, education verifier and trade-in timings; unset fields keep their defaults. */
  specialPurchases?: Partial<SpecialPurchaseConfig>;
  /** WeChat JS-SDK: AppIDs, the SDK script, the simulated ticket's lifetime (domain/wechat-config.ts). */
  wechat?: Partial<WeChatConfig>;
  /** Retention periods and the account deletion's cooling-off (domain/retention.ts); unset fields keep defaults. */
  retention?: Partial<RetentionConfig>;
}

export type BoothSource = 'db' | 'fixtures';

export interface AppDeps {
  db: Db;
  config: AppConfig;
}

export const DEFAULTS = {
  sessionTtlMs: 2 * 60 * 60 * 1000,
  ssoCodeTtlMs: 60 * 1000,
  ssoRequestTtlMs: 10 * 60 * 1000,
  licenseVersion: '1.0.2',
  previewTtlMs: 30 * 60 * 1000,
  boothFixturesDir: './fixtures/booth',
} as const;
