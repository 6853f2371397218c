/**
 * Store contracts (spec §7, /api/channel/store/* and /api/channel/store-offline/*, public reads). The spec
 * names the calls only; the shapes are ours. A store's home page reads get-store-info, get-store-nav,
 * get-recommend, directory-tree and the paged product lists; its details page store/detail; the offline
 * stores (a brand's physical shops) come back nearest first when the caller gives a location, with the
 * distance computed by the database (earthdistance). store/search and directory-sku-search live with search.
 */
import { z } from '../zod';
import { code, countParam } from './primitives';
import { storeTypeSchema } from './product';
import { productCardSchema } from './productCard';

export const storeNoSchema = code(64);
export const offlineNoSchema = code(64);

/** Ratings out of 5 with one decimal (4.9), as shoppers rated the store. */
const ratingSchema = z.number().check(z.gte(0)).check(z.lte(5));

/** What the store promises every buyer; the screens name each code in the shopper's language. */
export const storePromiseSchema = z.enum([
  'genuine',
  'sevenDayReturn',
  'fastRefund',
  'freeShipping',
  'invoice',
  'authenticity',
  'installation',
  'warranty',
]);
export type StorePromise = z.infer<typeof storePromiseSchema>;

/** Licences a store has filed with the mall (business licence, food, alcohol, brand authorisation). */
export const licenceKindSchema = z.enum(['business', 'food', 'alcohol', 'brandAuth', 'medicalDevice']);
export type LicenceKind = z.infer<typeof licenceKindSchema>;

export const storeQuerySchema = z.object({ storeNo: storeNoSchema });

/** GET store/get-store-info?storeNo: the header of the store's home page. */
export const storeInfoSchema = z.object({
  storeNo: z.string(),
  name: z.string(),
  storeType: storeTypeSchema,
  logoUrl: z.string(),
  description: z.string(),
  rating: ratingSchema,
  followers: z.int().check(z.nonnegative()),
  productCount: z.int().check(z.nonnegative()),
  promises: z.array(storePromiseSchema),
});
export type StoreInfo = z.infer<typeof storeInfoSchema>;

/** GET store/detail?storeNo: the details page: the header plus ratings by part, licences and service. */
export const storeDetailSchema = z.extend(storeInfoSchema, {
  goodsRating: ratingSchema,
  serviceRating: ratingSchema,
  logisticsRating: ratingSchema,
  companyName: z.string(),
  city: z.string(),
  servicePhone: z.string(),
  /** Epoch ms the store opened in the mall. */
  openedAt: z.int(),
  licences: z.array(
    z.object({
      kind: licenceKindSchema,
      number: z.string(),
      issuer: z.string(),
      /** Epoch ms; null for a licence without end. */
      validUntil: z.nullable(z.int()),
    }),
  ),
  offlineStoreCount: z.int().check(z.nonnegative()),
});
export type StoreDetail = z.infer<typeof storeDetailSchema>;

/** GET store/list?storeType: the stores of one kind (the luxury store list), best rated first. */
export const storeListQuerySchema = z.object({ storeType: z._default(storeTypeSchema, 'standard') });
export const storeListSchema = z.array(storeInfoSchema);

/** A tab of the store's home page: its recommendations, every product, new arrivals, or a directory. */
export const storeNavSchema = z.object({
  key: z.string(),
  kind: z.enum(['home', 'all', 'new', 'directory']),
  /** The directory's own name; the fixed tabs are named by the screens. */
  name: z.nullable(z.string()),
  directoryId: z.nullable(z.int()),
});
export type StoreNav = z.infer<typeof storeNavSchema>;
export const storeNavListSchema = z.array(storeNavSchema);

/** GET store/directory-tree?storeNo: the store's own product directory, two levels. */
export interface StoreDirectory {
  directoryId: number;
  name: string;
  productCount: number;
  children: StoreDirectory[];
}
export const storeDirectorySchema: z.ZodMiniType<StoreDirectory> = z.object({
  directoryId: z.int(),
  name: z.string(),
  /** On-shelf products under it, its children's included. */
  productCount: z.int().check(z.nonnegative()),
  get children() {
    return z.array(storeDirectorySchema);
  },
});
export const storeDirectoryTreeSchema = z.array(storeDirectorySchema);

/** GET store/get-recommend?storeNo: the store's best sellers. */
export const storeRecommendSchema = z.array(productCardSchema);

const pageParams = {
  pageNo: z._default(countParam(1, 1000), 1),
  pageSize: z._default(countParam(1, 50), 10),
};

/** GET store/product-list?storeNo&sort: every on-shelf product of the store, one card each, paged. */
export const storeProductListQuerySchema = z.object({
  storeNo: storeNoSchema,
  sort: z._default(z.pipe(z.coerce.number(), z.literal([1, 2, 3])), 1),
  ...pageParams,
});

/**
 * GET store/get-product-list?storeNo&tab&directoryId: a home-page tab's products: new arrivals (newest
 * first) or one directory (its children's products included, best sellers first).
 */
export const storeTabProductsQuerySchema = z.object({
  storeNo: storeNoSchema,
  tab: z._default(z.enum(['new', 'directory']), 'new'),
  directoryId: z.optional(countParam(1, 2_147_483_647)),
  ...pageParams,
});

// --- offline stores -------------------------------------------------------------------------------

export const offlineKindSchema = z.enum(['flagship', 'experience', 'counter', 'service']);
export type OfflineKind = z.infer<typeof offlineKindSchema>;

/** Degrees from a query string: a plain decimal number within the bound (no exponents, no hex). */
const degreesParam = (bound: number) =>
  z.pipe(
    z.string().check(z.regex(/^-?\d{1,3}(\.\d{1,8})?$/, 'must be a decimal number of degrees')),
    z.coerce.number<string>().check(z.gte(-bound)).check(z.lte(bound)),
  );

/** Where the shopper is; both or neither. */
const locationParams = {
  latitude: z.optional(degreesParam(90)),
  longitude: z.optional(degreesParam(180)),
};
const bothOrNeither = (q: { latitude?: number | undefined; longitude?: number | undefined }) =>
  (q.latitude === undefined) === (q.longitude === undefined);
const BOTH_OR_NEITHER = { message: 'give latitude and longitude together', path: ['longitude'] };

export const offlineStoreSchema = z.object({
  offlineNo: z.string(),
  storeNo: z.string(),
  storeName: z.string(),
  name: z.string(),
  kind: offlineKindSchema,
  city: z.string(),
  district: z.string(),
  address: z.string(),
  phone: z.string(),
  /** Local opening hours, 'HH:MM'. */
  opensAt: z.string(),
  closesAt: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Metres from the given location, computed by the server; null without a location. */
  distanceMeters: z.nullable(z.int().check(z.nonnegative())),
});
export type OfflineStore = z.infer<typeof offlineStoreSchema>;

/**
 * GET store-offline/list?storeNo&kind&latitude&longitude: nearest first with a location (ties by number),
 * else by city and number.
 */
export const offlineListQuerySchema = z
  .object({
    storeNo: z.optional(storeNoSchema),
    kind: z.optional(offlineKindSchema),
    ...locationParams,
    ...pageParams,
  })
  .check(z.refine(bothOrNeither, BOTH_OR_NEITHER));
export const offlineListSchema = z.object({
  items: z.array(offlineStoreSchema),
  pageNo: z.int().check(z.gte(1)),
  pageSize: z.int().check(z.gte(1)),
  total: z.int().check(z.gte(0)),
  hasMore: z.boolean(),
});
export type OfflineList = z.infer<typeof offlineListSchema>;

/** GET store-offline/detail?offlineNo&latitude&longitude. */
export const offlineDetailQuerySchema = z
  .object({ offlineNo: offlineNoSchema, ...locationParams })
  .check(z.refine(bothOrNeither, BOTH_OR_NEITHER));

/** GET store-offline/category-list?storeNo: the kinds of shop there are, with how many of each. */
export const offlineCategoryQuerySchema = z.object({ storeNo: z.optional(storeNoSchema) });
export const offlineCategoryListSchema = z.array(
  z.object({ kind: offlineKindSchema, count: z.int().check(z.nonnegative()) }),
);

/** GET store-offline/distance?offlineNos=a,b&latitude&longitude: metres to each shop, in the order asked. */
export const offlineDistanceQuerySchema = z.object({
  offlineNos: z
    .string()
    .check(
      z.regex(
        /^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64}){0,49}$/,
        'a comma-separated list of up to 50 shops',
      ),
    ),
  latitude: degreesParam(90),
  longitude: degreesParam(180),
});
export const offlineDistanceSchema = z.array(
  z.object({ offlineNo: z.string(), distanceMeters: z.int().check(z.nonnegative()) }),
);
