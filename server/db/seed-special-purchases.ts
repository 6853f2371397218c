import type { Db, Queryable } from './db';
import { runSeedStep } from './seed-steps';

/**
 * The special purchases, once, after the catalogue: a telecom-exclusive phone SKU (label 26, the
 * China Unicom edition of the vivo X200 Pro) with its telecom price (and one for the catalogue's other
 * label-26 SKU), education prices of the label-101 Apple goods, the education verifier's schools, and the
 * trade-in appraiser's device table and categories. A new SKU of an existing product, not a new product,
 * so category lists and searches show the same products as before. A database seeded from another
 * catalogue simply lacks what it has no SKU for.
 */
const PHONE = {
  spuNo: 'SPU20005',
  skuNo: 'SKU2000502',
  specName: '12GB+256GB 星夜黑 联通专享版',
  salePriceCents: 569900,
  marketPriceCents: 599900,
  telecomPriceCents: 469900,
  stock: 100,
};

const TELECOM_PRICES: [string, number][] = [
  [PHONE.skuNo, PHONE.telecomPriceCents],
  ['SKU2800501', 78800],
];

const EDUCATION_PRICES: [string, number][] = [
  ['SKU2100101', 739900],
  ['SKU2100102', 889900],
  ['SKU2100103', 1039900],
  ['SKU2100501', 439900],
  ['SKU2100502', 519900],
];

const SCHOOLS: [string, string, number][] = [
  ['pku.edu.cn', '北京大学', 10],
  ['tsinghua.edu.cn', '清华大学', 10],
  ['fudan.edu.cn', '复旦大学', 11],
  ['sjtu.edu.cn', '上海交通大学', 12],
  ['zju.edu.cn', '浙江大学', 10],
  ['whu.edu.cn', '武汉大学', 13],
];

const MODELS: [string, string, string, number][] = [
  ['IP15P', 'Apple', 'iPhone 15 Pro', 420000],
  ['IP14', 'Apple', 'iPhone 14', 230000],
  ['IP13', 'Apple', 'iPhone 13', 160000],
  ['HWM60P', '华为', 'Mate 60 Pro', 350000],
  ['HWP50', '华为', 'P50', 120000],
  ['XM14', '小米', 'Xiaomi 14', 190000],
  ['OPFX7', 'OPPO', 'Find X7', 180000],
  ['VVX100', 'vivo', 'X100', 170000],
];

/** Computers and digital goods take an old phone in trade. */
const TRADE_IN_CATEGORIES = [21, 22];

/** A China Unicom edition beside the phone's own SKU (dearer than it, so lists still show the ordinary one). */
async function insertPhone(tx: Queryable, now: number): Promise<void> {
  const p = PHONE;
  await tx.query(
    `INSERT INTO skus (sku_no, spu_no, spec_name, sale_price_cents, market_price_cents, stock, status,
       activity_type, price_label, sale_start_at, sale_end_at, image_url, sort, created_at, updated_at)
     SELECT $1, spu_no, $3, $4, $5, $6, 1, NULL, 26, NULL, NULL,
       (SELECT image_url FROM skus WHERE spu_no = $2 ORDER BY sort LIMIT 1), 1, $7, $7
     FROM products WHERE spu_no = $2
     ON CONFLICT DO NOTHING`,
    [p.skuNo, p.spuNo, p.specName, p.salePriceCents, p.marketPriceCents, p.stock, now],
  );
}

export async function seedSpecialPurchasesOnce(db: Db, now: number): Promise<boolean> {
  return runSeedStep(db, 'special-purchases-1', now, async (tx) => {
    await insertPhone(tx, now);
    for (const [kind, prices] of [
      ['telecom', TELECOM_PRICES],
      ['education', EDUCATION_PRICES],
    ] as const) {
      for (const [skuNo, cents] of prices) {
        await tx.query(
          `INSERT INTO special_prices (sku_no, kind, price_cents) SELECT sku_no, $2, $3 FROM skus WHERE sku_no = $1
           ON CONFLICT DO NOTHING`,
          [skuNo, kind, cents],
        );
      }
    }
    for (const [domain, name, length] of SCHOOLS) {
      await tx.query('INSERT INTO edu_schools (domain, school_name, student_no_length) VALUES ($1, $2, $3)', [
        domain,
        name,
        length,
      ]);
    }
    for (const [i, [code, brand, name, cents]] of MODELS.entries()) {
      await tx.query(
        'INSERT INTO trade_in_models (model_code, brand, name, top_value_cents, sort) VALUES ($1, $2, $3, $4, $5)',
        [code, brand, name, cents, i],
      );
    }
    for (const code of TRADE_IN_CATEGORIES) {
      await tx.query(
        'INSERT INTO trade_in_categories (category_code) SELECT code FROM categories WHERE code = $1',
        [code],
      );
    }
  });
}
