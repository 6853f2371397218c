import { Hono } from 'hono';
import { weChatSignatureQuerySchema } from '../../schemas/api/wechat';
import type { AppDeps } from '../config';
import { parseQuery } from '../http/body';
import { sendOk } from '../http/envelope';
import { accepted } from '../http/refusals';
import type { AppEnv } from '../http/types';
import { signPageUrl } from '../services/wechat-signature';

/** Mounted at /api/wechat (public): the JS-SDK signature for a page of the mall (issue 30, ADR 0047). */
export function weChatRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/js-sdk-signature', (c) => {
    const { url } = parseQuery(c, weChatSignatureQuerySchema);
    return sendOk(c, accepted(signPageUrl(deps, url)));
  });
  return r;
}
