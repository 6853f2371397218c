import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { visitorCookie } from './booth/experiments/visitor';
import { cashierRoutes } from './cashier/routes';
import type { AppDeps } from './config';
import { sdkScriptOrigin } from './domain/wechat-config';
import { setAnswerHeader } from './http/answer-headers';
import { compressAnswers } from './http/compression';
import { jsonBodiesOnly } from './http/content-type';
import { sendNoSuchApi, sendTooLarge } from './http/envelope';
import { makeErrorHandler } from './http/error-handler';
import { idempotentWrites } from './http/idempotency';
import { createLoadShedder, MAX_IN_FLIGHT } from './http/load-shed';
import type { AppEnv } from './http/types';
import { serverMessages } from './i18n/messages';
import { requestLanguage, textsFor } from './i18n/request-lang';
import { ingestRoutes, TRACE_BASE } from './ingest';
import { createObservability } from './observe/observability';
import { watchLoadShed } from './observe/process-gauges';
import { observeRequests } from './observe/request-observer';
import { apiOriginOf, OPENAPI_BASE, openApiRoutes } from './openapi/routes';
import { clusterSetting, setClusterSetting } from './repos/cluster-settings';
import { activityTermsOperatorRoutes } from './routes/activity-terms-operator';
import { addressRoutes } from './routes/address';
import { boothRoutes } from './routes/booth';
import { boothAssetRoutes } from './routes/booth/assets';
import { servedForShopper } from './routes/booth/shopper-variant';
import { cartRoutes } from './routes/cart';
import { changeRequestRoutes } from './routes/change-requests';
import { channelRoutes } from './routes/channel';
import { couponCategoryRoutes } from './routes/channel/coupon-category';
import { ecnyRoutes } from './routes/channel/ecny';
import { channelExtraRoutes, channelOperatorRoutes } from './routes/channel/extras';
import { fullDiscountCategoryRoutes } from './routes/channel/full-discount-category';
import { productCardRoutes } from './routes/channel/product-cards';
import { productExtraRoutes } from './routes/channel/product-extras';
import { purchaseProductRoutes } from './routes/channel/purchase-product';
import { storeRoutes } from './routes/channel/store';
import { storeFollowRoutes } from './routes/channel/store-follow';
import { commentRoutes } from './routes/comment';
import { couponOperatorRoutes } from './routes/coupon-operator';
import { dealRoutes } from './routes/deals';
import { favorRoutes } from './routes/favor';
import { fileRoutes } from './routes/files';
import { groupBuyOperatorRoutes } from './routes/group-buy-operator';
import { healthRoutes } from './routes/health';
import { imRoutes } from './routes/im';
import { loadShedRoutes } from './routes/load-shed';
import { lotteryRoutes } from './routes/lottery';
import { lotteryHuaweiRoutes, qualificationOperatorRoutes } from './routes/lottery-huawei';
import { lotteryOperatorRoutes } from './routes/lottery-operator';
import { marketingRoutes } from './routes/marketing';
import { groupBuyRoutes, teamPaySuccessRoutes } from './routes/marketing/group-buy';
import { tradeInRoutes } from './routes/marketing/trade-in';
import { messageOperatorRoutes } from './routes/message-operator';
import { mlifeRoutes } from './routes/mlife';
import { noticeOperatorRoutes } from './routes/notice-admin';
import { operatorAccountRoutes } from './routes/operator-accounts';
import { operatorAuditRoutes } from './routes/operator-audit';
import { operatorTotpRoutes } from './routes/operator-totp';
import { orderRoutes } from './routes/order';
import { privacyOperatorRoutes } from './routes/privacy-operator';
import { productOperatorRoutes } from './routes/product-operator';
import { promotionOperatorRoutes } from './routes/promotion-operator';
import { purchaseOperatorRoutes } from './routes/purchase-operator';
import { rankingRoutes } from './routes/rankings';
import { remindRoutes } from './routes/remind';
import { searchRoutes } from './routes/search';
import { shareRoutes } from './routes/share';
import { shelfOperatorRoutes, shelfRoutes } from './routes/shelves';
import { dataTraceRoutes, shortLinkOperatorRoutes } from './routes/short-links';
import { offlineStoreOperatorRoutes, storeOperatorRoutes } from './routes/store-operator';
import { storeSimRoutes } from './routes/store-sim';
import { tradeInOperatorRoutes } from './routes/trade-in-operator';
import { uploadRoutes } from './routes/uploads';
import { weChatRoutes } from './routes/wechat';
import { firstRouteHints } from './services/first-route-hints';
import { weChatConfig } from './services/wechat-signature';
import { MALL_BASE_PATH } from './sso/return-url';
import { ssoRoutes } from './sso/routes';
import { firstScreenRenderer, ssrDirOf } from './ssr/first-screen';
import { staticRoutes } from './static';
import { storeSimPageRoutes } from './store-sim/routes';
import { telecomSimPageRoutes } from './telecom-sim/routes';
import { WECHAT_SIM_BASE, weChatSimRoutes } from './wechat-sim/routes';

const MAX_BODY_BYTES = 1024 * 1024;

/** The whole HTTP surface, built from its dependencies so tests and start.ts wire it the same way. */
/** The cluster setting that holds the drill's end (http/load-shed.ts). */
const DRILL_SETTING = 'load_shed_drill_until';

export function buildApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const obs = deps.config.observe ?? createObservability();
  app.onError(makeErrorHandler(deps.config.logger));
  // Outermost: the request's id, its log line and its metric sample cover everything below.
  app.use('*', observeRequests(obs));
  // First: every message after this, including refusals made deep in a use-case, is in the caller's language.
  app.use('*', requestLanguage());
  app.notFound((c) => {
    const path = new URL(c.req.url).pathname;
    if (path.startsWith('/api/')) return sendNoSuchApi(c);
    return c.text(textsFor(c, serverMessages).notFound, 404);
  });

  app.use('*', async (c, next) => {
    await next();
    setAnswerHeader(c, 'x-content-type-options', 'nosniff');
    // Draining: the client's next request opens a new connection, which the balancer sends elsewhere.
    if (deps.config.draining?.()) setAnswerHeader(c, 'connection', 'close');
  });
  // Outside idempotency (stored answers stay plain) and every route: br/gzip by Accept-Encoding.
  app.use('*', compressAnswers());
  // An experiment's visitor cookie, made while answering a page or a layout (ADR 0056), goes back with it.
  const visitorCookieSecure = () => new URL(deps.config.publicOrigin).protocol === 'https:';
  app.use(`${MALL_BASE_PATH}/*`, visitorCookie(visitorCookieSecure));
  app.use('/api/booth/*', visitorCookie(visitorCookieSecure));
  app.use('/api/*', async (c, next) => {
    await next();
    // API answers are per user and per moment; only routes that opt in (placeholders) may be cached.
    if (!c.res.headers.has('cache-control')) setAnswerHeader(c, 'cache-control', 'no-store');
  });
  // Flash-sale overload: shopper calls beyond the limit are answered busy at once (the app's /wait).
  // The drill is the cluster's: kept in the database on PostgreSQL, where other processes read it.
  const shedder = createLoadShedder(
    deps.config.clock,
    MAX_IN_FLIGHT,
    deps.db.kind === 'postgres'
      ? {
          read: () => clusterSetting(deps.db, DRILL_SETTING),
          write: (until) => setClusterSetting(deps.db, DRILL_SETTING, until),
        }
      : undefined,
  );
  app.use('/api/*', shedder.middleware);
  watchLoadShed(obs.metrics, shedder);
  // Ahead of the 1 MB JSON-only gate below: uploads are multipart up to 5 MB, bounded by the route itself.
  app.route('/api/file-storage', uploadRoutes(deps));
  // Operators' booth pictures, multipart like the customers' upload.
  app.route('/api/booth/operator-assets', boothAssetRoutes(deps));
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => {
      // The rest of the body is never read, so this connection cannot carry another request.
      c.header('connection', 'close');
      return sendTooLarge(c);
    },
  });
  // GET and HEAD carry no body to limit (the adapter never reads one); asking for it would build the
  // full Request object on every read.
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  );
  // Before idempotency and sessions: a cross-site form post is refused before it touches any state.
  app.use('/api/*', jsonBodiesOnly({ except: [TRACE_BASE] }));
  app.use('/api/*', idempotentWrites(deps));

  app.route('/api/health', healthRoutes(deps));
  app.route(TRACE_BASE, ingestRoutes(deps));
  app.route('/api/channel', channelRoutes(deps));
  app.route('/api/channel', productCardRoutes(deps));
  app.route('/api/channel', ecnyRoutes(deps));
  app.route('/api/channel', productExtraRoutes(deps));
  app.route('/api/channel', purchaseProductRoutes(deps));
  app.route('/api/channel', couponCategoryRoutes(deps));
  app.route('/api/channel', fullDiscountCategoryRoutes(deps));
  app.route('/api/channel', searchRoutes(deps));
  app.route('/api/channel', storeRoutes(deps));
  app.route('/api/channel', storeFollowRoutes(deps));
  app.route('/api/booth', boothRoutes(deps));
  app.route('/api/shoppingcart/shopping-cart', cartRoutes(deps));
  // Shopping journey: favourites and reminders sit beside the channel routes of the same prefix.
  app.route('/api/channel/product', favorRoutes(deps));
  app.route('/api/channel/cust', remindRoutes(deps));
  app.route('/api/order/address', addressRoutes(deps));
  app.route('/api/order', orderRoutes(deps));
  app.route('/api/comment', commentRoutes(deps));
  app.route('/cashier', cashierRoutes(deps));
  app.route('/api/store-sim', storeSimRoutes(deps));
  // The same store's staff page (HTML forms; the operator token is typed in, never in the address).
  app.route('/store-sim', storeSimPageRoutes(deps));
  // The simulated telecom operator's text log: where a tester reads the code a shopper was sent.
  app.route('/telecom-sim', telecomSimPageRoutes(deps));
  app.route('/api/mlife', mlifeRoutes(deps));
  app.route('/api/im', imRoutes(deps));
  app.route('/api/marketing', marketingRoutes(deps));
  app.route('/api/marketing', dealRoutes(deps));
  app.route('/api/marketing', groupBuyRoutes(deps));
  app.route('/api/marketing', tradeInRoutes(deps));
  app.route('/api/lottery/huawei', lotteryHuaweiRoutes(deps));
  app.route('/api/lottery', lotteryRoutes(deps));
  app.route('/api/order', teamPaySuccessRoutes(deps));
  app.route('/api/customer-behavior/rank', rankingRoutes(deps));
  app.route('/api/channel/shelf', shelfRoutes(deps));
  app.route('/api/operator/shelves', shelfOperatorRoutes(deps));
  app.route('/api/operator/short-links', shortLinkOperatorRoutes(deps));
  app.route('/api/data-trace', dataTraceRoutes(deps));
  app.route('/api/share', shareRoutes(deps));
  app.route('/api/wechat', weChatRoutes(deps));
  // The simulated WeChat: its JS-SDK script and the wx.config check, like the simulated SSO.
  app.route(WECHAT_SIM_BASE, weChatSimRoutes(deps));
  app.route('/api/channel', channelExtraRoutes(deps));
  app.route('/api/operator/channel', channelOperatorRoutes(deps));
  app.route('/api/operator/notices', noticeOperatorRoutes(deps));
  app.route('/api/operator/messages', messageOperatorRoutes(deps));
  app.route('/api/operator/lottery', lotteryOperatorRoutes(deps));
  app.route('/api/operator/qualification', qualificationOperatorRoutes(deps));
  app.route('/api/operator/load-shed', loadShedRoutes(deps, shedder));
  app.route('/api/file-storage', fileRoutes());
  app.route(OPENAPI_BASE, openApiRoutes(apiOriginOf(deps.config)));
  app.route('/sso', ssoRoutes(deps));
  app.route('/api/operator/promotions', promotionOperatorRoutes(deps));
  app.route('/api/operator/group-buy', groupBuyOperatorRoutes(deps));
  app.route('/api/operator/trade-in-models', tradeInOperatorRoutes(deps));
  app.route('/api/operator/purchase-programmes', purchaseOperatorRoutes(deps));
  app.route('/api/operator/activity-terms', activityTermsOperatorRoutes(deps));
  app.route('/api/operator/coupons', couponOperatorRoutes(deps));
  app.route('/api/operator/products', productOperatorRoutes(deps));
  app.route('/api/operator/stores', storeOperatorRoutes(deps));
  app.route('/api/operator/offline-stores', offlineStoreOperatorRoutes(deps));
  app.route('/api/operator/accounts', operatorAccountRoutes(deps));
  app.route('/api/operator/me/totp', operatorTotpRoutes(deps));
  // Maker-checker: an approved request is replayed through the whole app, as its maker (ADR 0048).
  app.route(
    '/api/operator/change-requests',
    changeRequestRoutes(deps, async (req) => app.request(req)),
  );
  app.route('/api/operator/audit', operatorAuditRoutes(deps));
  app.route('/api/operator/privacy-requests', privacyOperatorRoutes(deps));
  app.route(
    '/',
    staticRoutes({
      distDir: deps.config.distDir,
      env: deps.config.env,
      apiBase: deps.config.apiBase,
      frameAncestors: deps.config.frameAncestors,
      scriptOrigins: [sdkScriptOrigin(weChatConfig(deps).sdkUrl)].filter((o) => o !== undefined),
      // The shopper's experiment variant is chosen here for the page, as the layout API chooses it (ADR 0056).
      routeHints: (path, url, c) =>
        firstRouteHints(deps, path, url, (ref, served, now) =>
          servedForShopper(deps, c, ref, served, undefined, now),
        ),
      firstScreen: firstScreenRenderer(deps, ssrDirOf(deps.config), (message, error) =>
        deps.config.logger(`${message}: ${error instanceof Error ? error.message : String(error)}`),
      ),
    }),
  );
  return app;
}
