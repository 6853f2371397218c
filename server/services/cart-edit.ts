import { PriceLabel } from '../../schemas/api/product';
import type { AppDeps } from '../config';
import { quantityRefusal } from '../domain/cart-rules';
import { stageOptionsFor } from '../domain/pricing';
import { availabilityOf } from '../domain/sku-availability';
import { cartCount, deleteLines, setLineQuantity, setLineStage, setLinesSelected } from '../repos/cart-lines';
import { addFavourite } from '../repos/favourites';
import { cartView } from './cart';
import { ownCartLines } from './cart-lines';
import { refuse, settle } from './outcome';

/**
 * Line edits. Each runs in one transaction with the lines locked; an unknown lineId refuses the whole edit
 * (404) and nothing changes.
 */
export function setQuantity(
  deps: AppDeps,
  customerId: number,
  input: { lineId: number; quantity: number; seq?: number | undefined },
) {
  const now = deps.config.clock();
  return settle(() =>
    deps.db.transaction(async (tx) => {
      const [line] = await ownCartLines(tx, customerId, [input.lineId], { forUpdate: true });
      if (!line) throw new Error('ownCartLines returned no line');
      const a = availabilityOf(line.sku, now);
      const current = {
        lineId: line.lineId,
        quantity: line.quantity,
        seq: line.seq,
        maxQuantity: a.maxQuantity,
      };
      // A write that is older than one already applied arrived late: keep the newer state.
      if (input.seq !== undefined && input.seq <= line.seq) {
        return { applied: false, ...current, count: await cartCount(tx, customerId) };
      }
      const refusal = quantityRefusal(line.sku, a, input.quantity);
      if (refusal) refuse(refusal);
      const seq = input.seq ?? line.seq;
      await setLineQuantity(tx, { customerId, lineId: line.lineId, quantity: input.quantity, seq, now });
      return {
        applied: true,
        ...current,
        quantity: input.quantity,
        seq,
        count: await cartCount(tx, customerId),
      };
    }),
  );
}

/** Selects or unselects the given lines, or every line when lineIds is absent; answers the cart. */
export async function selectLines(
  deps: AppDeps,
  customerId: number,
  input: { lineIds?: number[] | undefined; selected: boolean },
) {
  const done = await settle(() =>
    deps.db.transaction(async (tx) => {
      if (input.lineIds) await ownCartLines(tx, customerId, input.lineIds);
      await setLinesSelected(tx, customerId, input.lineIds ?? null, input.selected);
    }),
  );
  return done.ok ? { ok: true as const, value: await cartView(deps, customerId) } : done;
}

export async function deleteCartLines(deps: AppDeps, customerId: number, lineIds: number[]) {
  const done = await settle(() =>
    deps.db.transaction(async (tx) => {
      await ownCartLines(tx, customerId, lineIds, { forUpdate: true });
      await deleteLines(tx, customerId, lineIds);
    }),
  );
  return done.ok ? { ok: true as const, value: await cartView(deps, customerId) } : done;
}

/** move-collection: the lines' SKUs become favourites and the lines leave the cart, together. */
export async function moveToFavourites(deps: AppDeps, customerId: number, lineIds: number[]) {
  const now = deps.config.clock();
  const done = await settle(() =>
    deps.db.transaction(async (tx) => {
      const lines = await ownCartLines(tx, customerId, lineIds, { forUpdate: true });
      for (const l of lines) await addFavourite(tx, customerId, l.sku.skuNo, now);
      await deleteLines(tx, customerId, lineIds);
    }),
  );
  return done.ok ? { ok: true as const, value: await cartView(deps, customerId) } : done;
}

/** Only interest-free instalment items take a stage. */
export function switchStage(
  deps: AppDeps,
  customerId: number,
  input: { lineId: number; stage: 3 | 6 | 12 | null },
) {
  return settle(async () => {
    const [line] = await ownCartLines(deps.db, customerId, [input.lineId]);
    if (!line) throw new Error('ownCartLines returned no line');
    if (line.sku.priceLabel !== PriceLabel.interestFreeInstalments) {
      refuse({ refusal: 'instalments_unavailable', name: line.sku.name });
    }
    await setLineStage(deps.db, customerId, line.lineId, input.stage);
    const goodsCents = line.sku.priceCents * line.quantity;
    return { lineId: line.lineId, goodsCents, stage: input.stage, stageOptions: stageOptionsFor(goodsCents) };
  });
}
