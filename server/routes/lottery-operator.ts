import { lotteryOperatorDocumented } from '../../schemas/api/endpoints/docs/lottery-operator';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { badRequest, conflict, notFound } from '../http/errors';
import {
  createActivity,
  drawNow,
  operatorActivities,
  operatorEntries,
  setRules,
  verifyDraw,
} from '../services/lottery-operator';

/** A lottery the path names but the table lacks. */
const missing = () => notFound('lottery not found');

/**
 * Mounted at /api/operator/lottery (operator token or console session): the handlers of
 * schemas/api/endpoints/lottery-operator.ts — create activities, edit their rules (the strategy page shows
 * them), see entries, run the draw now and verify a draw.
 */
export function lotteryOperatorRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/operator/lottery', lotteryOperatorDocumented, {
    list: () => operatorActivities(deps),
    create: async ({ body }) => {
      const made = await createActivity(deps, body);
      if (made.problem) {
        if (made.problem.kind === 'exists') throw conflict('an activity with this activityNo exists');
        throw badRequest(made.problem.kind === 'bad_input' ? made.problem.message : 'refused');
      }
      // Read back in the create's own request: absent only if it was deleted in between.
      if (!made.activity) throw missing();
      return made.activity;
    },
    rules: async ({ params, body }) => {
      const saved = await setRules(deps, params.activityNo, body.rules);
      if (!saved) throw missing();
      return saved;
    },
    entries: async ({ params }) => {
      const list = await operatorEntries(deps, params.activityNo);
      if (!list) throw missing();
      return list;
    },
    draw: async ({ params }) => {
      const ran = await drawNow(deps, params.activityNo);
      if (ran.problem) {
        if (ran.problem.kind === 'not_found') throw missing();
        throw conflict('joining has not opened yet: nothing to draw');
      }
      return ran.result as NonNullable<typeof ran.result>;
    },
    verify: async ({ params }) => {
      const v = await verifyDraw(deps, params.activityNo);
      if (!v) throw missing();
      return v;
    },
  });
}
