import { Hono } from 'hono';
import { boothSlotQuerySchema } from '../../../schemas/api/booth-slot';
import type { SlotCode } from '../../../schemas/booth/slots';
import type { AppDeps } from '../../config';
import { parseQuery } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { accepted } from '../../http/refusals';
import type { AppEnv } from '../../http/types';
import { slotLayout } from '../../services/booth-slot';

/** /api/booth/slot: a booth slot's layout for a transactional screen (pay result, cart, product…). */
export function boothSlotRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/slot', async (c) => {
    const q = parseQuery(c, boothSlotQuerySchema);
    const now = deps.config.clock();
    const layout = accepted(await slotLayout(deps, q.slotCode as SlotCode, q.previewToken, now));
    return sendOk(c, { layout, serverTime: now });
  });
  return r;
}
