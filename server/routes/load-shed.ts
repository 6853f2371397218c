import { Hono } from 'hono';
import { loadShedRequestSchema } from '../../schemas/api/busy';
import type { AppDeps } from '../config';
import { parseBody } from '../http/body';
import { sendOk } from '../http/envelope';
import type { LoadShedder } from '../http/load-shed';
import type { AppEnv } from '../http/types';
import { operatorAccess } from './booth/console';

/** Mounted at /api/operator/load-shed (operator): how busy the server is, and the flash-sale drill. */
export function loadShedRoutes(deps: AppDeps, shedder: LoadShedder): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', operatorAccess(deps));
  r.get('/', (c) => sendOk(c, shedder.state()));
  r.post('/', async (c) => {
    await shedder.drill((await parseBody(c, loadShedRequestSchema)).busyForMs);
    return sendOk(c, shedder.state());
  });
  return r;
}
