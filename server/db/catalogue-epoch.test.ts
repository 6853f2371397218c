import { describe, expect, it } from 'vitest';
import { catalogueEpoch, noteStatement } from './catalogue-epoch';

describe('catalogue epoch', () => {
  it('moves on writes to the tables the product base is made of, and only on those', () => {
    const db = {};
    const writes = [
      'UPDATE skus SET stock = stock - $2 WHERE sku_no = $1',
      `UPDATE skus k SET stock = k.stock + t.q
         FROM (SELECT 1) t`,
      'update  products p SET approved_at = 1',
      'INSERT INTO skus (sku_no) VALUES ($1)',
      'DELETE FROM stores WHERE store_no = $1',
      'TRUNCATE categories',
    ];
    for (const sql of writes) expect(noteStatement(db, sql)).toBe(true);
    expect(catalogueEpoch(db)).toBe(writes.length);
    const others = [
      'SELECT stock FROM skus WHERE sku_no = $1',
      'UPDATE orders SET status = $1',
      'INSERT INTO coupon_skus (coupon_no, sku_no) VALUES ($1, $2)',
      'DELETE FROM full_discount_skus WHERE activity_no = $1',
      'INSERT INTO special_prices (sku_no) SELECT sku_no FROM skus WHERE sku_no = $1',
    ];
    for (const sql of others) expect(noteStatement(db, sql)).toBe(false);
    expect(catalogueEpoch(db)).toBe(writes.length);
    expect(catalogueEpoch({})).toBe(0);
  });
});
