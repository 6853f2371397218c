import type * as z from 'zod';
import {
  operatorPurchaseCreateSchema,
  operatorPurchaseEditSchema,
  operatorPurchaseListSchema,
  operatorPurchaseSchema,
  purchaseSpuNoSchema,
} from '../../../schemas/api/purchase-operator';
import {
  operatorTradeInModelCreateSchema,
  operatorTradeInModelEditSchema,
  operatorTradeInModelListSchema,
  operatorTradeInModelSchema,
  tradeInModelCodeSchema,
} from '../../../schemas/api/trade-in-operator';
import type { Operation } from '../operation';

const op = (o: Omit<Operation, 'tag' | 'auth'>): Operation => ({
  ...o,
  tag: 'booth operator',
  auth: 'operator',
});

/** The five calls of a listing kept by operators (ADR 0066), with their own words. */
function listingOperations(
  base: string,
  params: Record<string, z.core.$ZodType>,
  key: string,
  words: { list: string; create: string; edit: string; withdraw: string; restore: string },
  schemas: { list: z.core.$ZodType; item: z.core.$ZodType; create: z.core.$ZodType; edit: z.core.$ZodType },
): Operation[] {
  const one = `${base}/{${key}}`;
  return [
    op({ method: 'get', path: base, summary: words.list, result: schemas.list }),
    op({ method: 'post', path: base, summary: words.create, body: schemas.create, result: schemas.item }),
    op({ method: 'put', path: one, summary: words.edit, params, body: schemas.edit, result: schemas.item }),
    op({ method: 'post', path: `${one}/withdraw`, summary: words.withdraw, params, result: schemas.item }),
    op({ method: 'post', path: `${one}/restore`, summary: words.restore, params, result: schemas.item }),
  ];
}

const SECOND = 'needs a second operator while approval is on';

/** The trade-in device table and the purchase programmes, run by operators (issue 35 item 4, ADR 0066). */
export const listingOperatorOperations: Operation[] = [
  ...listingOperations(
    '/api/operator/trade-in-models',
    { modelCode: tradeInModelCodeSchema },
    'modelCode',
    {
      list: 'Every trade-in model, withdrawn ones included, with its top value, phase, allowed moves and estimates made',
      create: `Add a trade-in model (brand, name, top value in cents, order); ${SECOND}`,
      edit: `Replace a trade-in model's brand, name, top value and order (estimates held keep their value); ${SECOND}`,
      withdraw:
        "Take a listed model off the shoppers' list now: no new estimates; estimates held stay usable",
      restore: `Put a withdrawn model back on the shoppers' list; ${SECOND}`,
    },
    {
      list: operatorTradeInModelListSchema,
      item: operatorTradeInModelSchema,
      create: operatorTradeInModelCreateSchema,
      edit: operatorTradeInModelEditSchema,
    },
  ),
  ...listingOperations(
    '/api/operator/purchase-programmes',
    { spuNo: purchaseSpuNoSchema },
    'spuNo',
    {
      list: 'Every purchase programme, withdrawn ones included, with its product, partner, batches, limit, excluded provinces and phase',
      create: `Put a catalogue product into a purchase programme (partner, batch weekdays, cut-off hour, transit days, per-customer limit, excluded provinces); ${SECOND}`,
      edit: `Replace a purchase programme's terms (units already bought count against the limit); ${SECOND}`,
      withdraw: `Withdraw a programme: the product sells as ordinary goods (no batches, limit or excluded provinces); ${SECOND}`,
      restore: `Restore a withdrawn programme with its terms; ${SECOND}`,
    },
    {
      list: operatorPurchaseListSchema,
      item: operatorPurchaseSchema,
      create: operatorPurchaseCreateSchema,
      edit: operatorPurchaseEditSchema,
    },
  ),
];
