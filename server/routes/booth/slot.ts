import { Hono } from 'hono';
import { boothSlotQuerySchema } from '../../../schemas/api/booth-slot';
import type { SlotCode } from '../../../schemas/booth/slots';
import type { AppDeps } from '../../config';
import { parseQuery } from '../../http/body';
import { accepted } from '../../http/refusals';
import type { AppEnv } from '../../http/types';
import { slotLayout } from '../../services/booth-slot';
import { sendServedLayout } from './served-layout';
import { servedForShopper } from './shopper-variant';

/** /api/booth/slot: a booth slot's layout for a transactional screen (pay result, cart, product…). */
export function boothSlotRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/slot', async (c) => {
    const q = parseQuery(c, boothSlotQuerySchema);
    const now = deps.config.clock();
    // Kept like the booth page's (the same live layouts, dropped on the same operator writes).
    const live = accepted(await slotLayout(deps, q.slotCode as SlotCode, q.previewToken, now));
    const ref = { kind: 'code', pageCode: q.slotCode } as const;
    return sendServedLayout(c, await servedForShopper(deps, c, ref, live, q.previewToken, now), now);
  });
  return r;
}
