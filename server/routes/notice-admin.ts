import { Hono } from 'hono';
import { noticeUpsertRequestSchema } from '../../schemas/api/notice-operator';
import type { AppDeps } from '../config';
import { parseBody } from '../http/body';
import { sendOk } from '../http/envelope';
import { badRequest } from '../http/errors';
import type { AppEnv } from '../http/types';
import { operatorNotices, saveNotice } from '../services/notice-admin';
import { operatorAccess } from './booth/console';

/** Mounted at /api/operator/notices (operator token or console session): the /bulletin notices. */
export function noticeOperatorRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', operatorAccess(deps));
  r.get('/', async (c) => sendOk(c, await operatorNotices(deps)));
  r.post('/', async (c) => {
    const saved = await saveNotice(deps, await parseBody(c, noticeUpsertRequestSchema));
    if (!saved) throw badRequest('endAt must be after startAt');
    return sendOk(c, saved);
  });
  return r;
}
