import { Hono } from 'hono';
import {
  operatorActivityInputSchema,
  operatorActivityParamSchema,
  operatorRulesInputSchema,
} from '../../schemas/api/lottery-operator';
import type { AppDeps } from '../config';
import { parseBody } from '../http/body';
import { sendOk } from '../http/envelope';
import { badRequest, conflict, notFound } from '../http/errors';
import type { AppEnv } from '../http/types';
import {
  createActivity,
  drawNow,
  operatorActivities,
  operatorEntries,
  setRules,
  verifyDraw,
} from '../services/lottery-operator';
import { operatorAccess } from './booth/console';

/**
 * Mounted at /api/operator/lottery (operator token or console session): create activities, edit their
 * rules (the strategy page shows them), see entries, run the draw now and verify a draw.
 */
export function lotteryOperatorRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', operatorAccess(deps));
  const activityNo = (c: { req: { param: (k: string) => string | undefined } }) => {
    const p = operatorActivityParamSchema.safeParse({ activityNo: c.req.param('activityNo') });
    if (!p.success) throw notFound('lottery not found');
    return p.data.activityNo;
  };
  r.get('/', async (c) => sendOk(c, await operatorActivities(deps)));
  r.post('/', async (c) => {
    const made = await createActivity(deps, await parseBody(c, operatorActivityInputSchema));
    if (made.problem) {
      if (made.problem.kind === 'exists') throw conflict('an activity with this activityNo exists');
      throw badRequest(made.problem.kind === 'bad_input' ? made.problem.message : 'refused');
    }
    return sendOk(c, made.activity);
  });
  r.put('/:activityNo/rules', async (c) => {
    const no = activityNo(c);
    const saved = await setRules(deps, no, (await parseBody(c, operatorRulesInputSchema)).rules);
    if (!saved) throw notFound('lottery not found');
    return sendOk(c, saved);
  });
  r.get('/:activityNo/entries', async (c) => {
    const list = await operatorEntries(deps, activityNo(c));
    if (!list) throw notFound('lottery not found');
    return sendOk(c, list);
  });
  r.post('/:activityNo/draw', async (c) => {
    const ran = await drawNow(deps, activityNo(c));
    if (ran.problem) {
      if (ran.problem.kind === 'not_found') throw notFound('lottery not found');
      throw conflict('joining has not opened yet: nothing to draw');
    }
    return sendOk(c, ran.result as NonNullable<typeof ran.result>);
  });
  r.get('/:activityNo/verify', async (c) => {
    const v = await verifyDraw(deps, activityNo(c));
    if (!v) throw notFound('lottery not found');
    return sendOk(c, v);
  });
  return r;
}
