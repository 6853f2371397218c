import type { Rolldown } from 'vite';

/**
 * How the mall's production build groups modules into chunks (ADR 0020). Left alone, Rolldown
 * makes one chunk per distinct set of lazy importers, so `/index` asked for 48 scripts (most under 1 KB
 * gzip), the product page 67 and daily deals 57. On HTTP/1.1 a browser opens six connections per origin,
 * so each round of six costs a round trip: the bank's web view on a mobile network paid for the count
 * as much as for the bytes (Lighthouse's simulation does the same). Three groups cut the count
 * without moving code into the first route or out of it:
 *
 * - `boot`: every module the entry imports statically, as one file (it was nine, the smallest 155 B).
 * - `tracker-later`: the tracker's parts that load right after startup (queue stores, transport, the
 *   stay and performance collectors, idb, web-vitals), which were seven requests at once.
 * - `booth`: the booth pipeline every booth page needs (renderer, layout schemas, the blocks' shared
 *   code), which were a dozen small files behind the booth page's first screen. Each block keeps its own
 *   chunk (per-block budgets in scripts/check-budgets.ts).
 *
 * - `screen-core` holds the scroll lock too: the shell's layers (dialogs, toasts) load after hydration
 *   (ADR 0061), and without it the lock, shared by booth popups and every sheet, fell into the booth group,
 *   which then loaded with every screen that opens a sheet (the product page +11 KB).
 *
 * - `kit-more`: the API modules (src/api, schemas/api) shared by screens after the first (FIRST_SCREEN_API).
 *
 * Only modules outside an earlier group are taken (priority), and `includeDependenciesRecursively` is
 * left on where a group's modules import each other across chunks: off, Rolldown may order a shared
 * module after its importer (seen: a block definition read `undefined` from the booth chunk).
 */
const SEP = '[\\\\/]';
/**
 * Leaf modules of the booth folders that screens outside the booth use too (the kit's Price, link and
 * slot schemas, the product path): in the kit, so a screen that shows a price does not load the booth pipeline for them.
 */
const BOOTH_LEAVES =
  '(price-parts|laneMarks|slots|link|url|codes|primitives|block-types|issues|product-path)';
const path = (pattern: string): RegExp => new RegExp(pattern.replaceAll('/', SEP));
/**
 * The API modules (clients, their declarations and schemas) the first screens call: the booth pages, the
 * product page and the slots. They stay in the kit; the other screens' API goes to `kit-more`, so a shopper
 * who opens daily deals or a product does not download and evaluate the orders', after-sales', messages'
 * or lotteries' schemas. A first screen that imports a module outside this list loads `kit-more` too: the
 * budget "first screens loading kit-more" (scripts/check-budgets.ts) fails and names it.
 * The data-trace click's declaration is here too: the link and share pages share it, and in `kit-more` it
 * made each of them load that whole chunk (+10 KB; in the kit it costs every page under 0.1 KB).
 */
const FIRST_SCREEN_API = {
  src: 'call|comment|couponCenter|favor|productLists|promotion|specialPurchase|upload|viewHistory',
  schemas:
    'amounts|cart-v2|comment|coupon-center|coupon-state|deals|endpoint|favor|files|promotion-group|promotion|share|short-link|special-purchase|store-coupon|uploads|view-history|endpoints/cart/cart-add|endpoints/catalogue/(deal|product-card|store-coupon)|endpoints/coupons/[a-z-]+|endpoints/comments/comment|endpoints/favourites/[a-z-]+|endpoints/promotions/(activity|promotion)|endpoints/short-links/data-trace|endpoints/special-purchases',
};

export const chunkGroups: Rolldown.CodeSplittingOptions = {
  groups: [
    { name: 'boot', tags: ['$initial'], priority: 30, includeDependenciesRecursively: false },
    {
      name: 'tracker-later',
      priority: 20,
      includeDependenciesRecursively: false,
      test: path(
        'src/tracker/(queue/(idb-store|requeue|sent)|transport/|collectors/(stay|performance))|node_modules/web-vitals/',
      ),
    },
    {
      name: 'screen-core',
      priority: 11,
      includeDependenciesRecursively: false,
      test: path(
        `src/screen/(useScreenData|screenState|useReshow|useRouteReady)\\.|src/session/useSessionEpoch\\.|src/ui/useScrollLock\\.|src/i18n/format\\.|src/lib/money\\.|(schemas/booth|blocks/shared)/${BOOTH_LEAVES}\\.`,
      ),
    },
    {
      name: 'booth',
      priority: 10,
      includeDependenciesRecursively: true,
      test: path('(src/booth|schemas/booth|blocks/shared)/|blocks/(runtime|registry)\\.'),
    },
    {
      name: 'swiper',
      priority: 9,
      includeDependenciesRecursively: false,
      test: path('node_modules/swiper/(shared/|swiper\\.mjs)'),
    },
    {
      name: 'kit-more',
      priority: 8,
      includeDependenciesRecursively: false,
      minShareCount: 2,
      test: path(`src/api/(?!(${FIRST_SCREEN_API.src})\\.)|schemas/api/(?!(${FIRST_SCREEN_API.schemas})\\.)`),
    },
    {
      name: 'kit',
      priority: 7,
      includeDependenciesRecursively: false,
      minShareCount: 2,
      test: path('src/(ui|screen|api|lib|pages/slot)/|schemas/api/'),
    },
    {
      name: 'blocks',
      priority: 8,
      includeDependenciesRecursively: false,
      test: path('blocks/[a-z-]+/'),
    },
  ],
};
