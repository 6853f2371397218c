import type { Hono } from 'hono';
import {
  cartLineIdsRequestSchema,
  cartSelectRequestSchema,
  cartSetNumRequestSchema,
  cartSwitchStageRequestSchema,
} from '../../schemas/api/cart-v2';
import { PriceLabel } from '../../schemas/api/product';
import type { AppDeps } from '../config';
import { assertQuantity } from '../domain/cart-rules';
import { buildCartView } from '../domain/cart-view';
import { stageOptionsFor } from '../domain/pricing';
import { availabilityOf } from '../domain/sku-availability';
import { parseBody } from '../http/body';
import { sendOk } from '../http/envelope';
import { conflict } from '../http/errors';
import { currentUser, requireUser } from '../http/session';
import type { AppEnv } from '../http/types';
import { cartCount, findCartLines, listCartLines } from '../repos/cart-lines';

/** Line edits: set-sku-num, select, delete, move-collection, switch-stage. Unknown lineIds → 404, nothing changed. */
export function cartEditRoutes(r: Hono<AppEnv>, deps: AppDeps): void {
  const { db, config } = deps;
  const user = requireUser(deps);
  const view = async (customerId: number) =>
    buildCartView(await listCartLines(db, customerId), config.clock());

  r.post('/set-sku-num', user, async (c) => {
    const body = await parseBody(c, cartSetNumRequestSchema);
    const { customerId } = currentUser(c);
    const now = config.clock();
    const result = await db.transaction(async (tx) => {
      const [line] = await findCartLines(tx, customerId, [body.lineId], { forUpdate: true });
      if (!line) throw new Error('findCartLines returned no line');
      const a = availabilityOf(line.sku, now);
      const current = {
        lineId: line.lineId,
        quantity: line.quantity,
        seq: line.seq,
        maxQuantity: a.maxQuantity,
      };
      // A write that is older than one already applied arrived late: keep the newer state.
      if (body.seq !== undefined && body.seq <= line.seq) {
        return { applied: false, ...current, count: await cartCount(tx, customerId) };
      }
      assertQuantity(line.sku, a, body.quantity);
      const seq = body.seq ?? line.seq;
      await tx.query(
        'UPDATE cart_lines SET quantity = $3, seq = $4, updated_at = $5 WHERE id = $1 AND customer_id = $2',
        [line.lineId, customerId, body.quantity, seq, now],
      );
      return {
        applied: true,
        ...current,
        quantity: body.quantity,
        seq,
        count: await cartCount(tx, customerId),
      };
    });
    return sendOk(c, result);
  });

  r.post('/select', user, async (c) => {
    const body = await parseBody(c, cartSelectRequestSchema);
    const { customerId } = currentUser(c);
    await db.transaction(async (tx) => {
      if (body.lineIds) await findCartLines(tx, customerId, body.lineIds);
      await tx.query(
        `UPDATE cart_lines SET selected = $2 WHERE customer_id = $1 AND ($3::int[] IS NULL OR id = ANY($3::int[]))`,
        [customerId, body.selected, body.lineIds ?? null],
      );
    });
    return sendOk(c, await view(customerId));
  });

  r.post('/delete', user, async (c) => {
    const body = await parseBody(c, cartLineIdsRequestSchema);
    const { customerId } = currentUser(c);
    await db.transaction(async (tx) => {
      await findCartLines(tx, customerId, body.lineIds, { forUpdate: true });
      await tx.query('DELETE FROM cart_lines WHERE customer_id = $1 AND id = ANY($2::int[])', [
        customerId,
        body.lineIds,
      ]);
    });
    return sendOk(c, await view(customerId));
  });

  r.post('/move-collection', user, async (c) => {
    const body = await parseBody(c, cartLineIdsRequestSchema);
    const { customerId } = currentUser(c);
    const now = config.clock();
    await db.transaction(async (tx) => {
      const lines = await findCartLines(tx, customerId, body.lineIds, { forUpdate: true });
      for (const l of lines) {
        await tx.query(
          'INSERT INTO favourites (customer_id, sku_no, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
          [customerId, l.sku.skuNo, now],
        );
      }
      await tx.query('DELETE FROM cart_lines WHERE customer_id = $1 AND id = ANY($2::int[])', [
        customerId,
        body.lineIds,
      ]);
    });
    return sendOk(c, await view(customerId));
  });

  r.post('/switch-stage', user, async (c) => {
    const body = await parseBody(c, cartSwitchStageRequestSchema);
    const { customerId } = currentUser(c);
    const [line] = await findCartLines(db, customerId, [body.lineId]);
    if (!line) throw new Error('findCartLines returned no line');
    if (line.sku.priceLabel !== PriceLabel.interestFreeInstalments) {
      throw conflict(`${line.sku.name} cannot be paid in interest-free instalments`);
    }
    await db.query('UPDATE cart_lines SET stage = $3 WHERE id = $1 AND customer_id = $2', [
      line.lineId,
      customerId,
      body.stage,
    ]);
    const goodsCents = line.sku.priceCents * line.quantity;
    return sendOk(c, {
      lineId: line.lineId,
      goodsCents,
      stage: body.stage,
      stageOptions: stageOptionsFor(goodsCents),
    });
  });
}
