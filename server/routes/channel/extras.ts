import { Hono } from 'hono';
import {
  deviceDecryptRequestSchema,
  govInvestmentSetRequestSchema,
} from '../../../schemas/api/channel-extras';
import { infoPageQuerySchema } from '../../../schemas/api/info-page';
import type { AppDeps } from '../../config';
import { parseBody, parseQuery } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { accepted } from '../../http/refusals';
import type { AppEnv } from '../../http/types';
import { decryptDevice, govInvestment, setGovInvestment } from '../../services/channel-extras';
import { infoPage } from '../../services/info-pages';
import { actorOf, operatorAccess } from '../booth/console';

/** Mounted at /api/channel (public): gov/investment-show, device/decrypt and the informational pages. */
export function channelExtraRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/gov/investment-show', async (c) => sendOk(c, await govInvestment(deps)));
  r.post('/device/decrypt', async (c) => {
    const { cipher } = await parseBody(c, deviceDecryptRequestSchema);
    return sendOk(c, accepted(decryptDevice(deps, cipher)));
  });
  // Spec §7 "GET unless noted": the same cipher as a query parameter (logs keep the route pattern, not the URL).
  r.get('/device/decrypt', async (c) => {
    const { cipher } = parseQuery(c, deviceDecryptRequestSchema);
    return sendOk(c, accepted(decryptDevice(deps, cipher)));
  });
  r.get('/info-page', async (c) => {
    const { code } = parseQuery(c, infoPageQuerySchema);
    return sendOk(c, accepted(await infoPage(deps, code)));
  });
  return r;
}

/** Mounted at /api/operator/channel (operator token or console session): the channel settings. */
export function channelOperatorRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', operatorAccess(deps));
  r.get('/gov-investment', async (c) => sendOk(c, await govInvestment(deps)));
  r.put('/gov-investment', async (c) => {
    const body = await parseBody(c, govInvestmentSetRequestSchema);
    return sendOk(c, await setGovInvestment(deps, body, actorOf(c)));
  });
  return r;
}
