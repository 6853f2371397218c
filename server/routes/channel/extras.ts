import {
  channelExtraDocumented,
  channelOperatorDocumented,
} from '../../../schemas/api/endpoints/docs/share-info';
import type { AppDeps } from '../../config';
import { endpointRoutes } from '../../http/endpoint-routes';
import { accepted } from '../../http/refusals';
import { decryptDevice, govInvestment, setGovInvestment } from '../../services/channel-extras';
import { infoPage } from '../../services/info-pages';
import { actorOf } from '../booth/console';

/**
 * Mounted at /api/channel (public): gov/investment-show, device/decrypt and the informational pages, the
 * handlers of schemas/api/endpoints/share-info/channel-extras.ts.
 */
export function channelExtraRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/channel', channelExtraDocumented, {
    infoPage: async ({ query }) => accepted(await infoPage(deps, query.code)),
    govInvestment: () => govInvestment(deps),
    deviceDecrypt: ({ body }) => accepted(decryptDevice(deps, body.cipher)),
    deviceDecryptByQuery: ({ query }) => accepted(decryptDevice(deps, query.cipher)),
  });
}

/**
 * Mounted at /api/operator/channel (operator token or console session): the channel settings, the handlers
 * of schemas/api/endpoints/share-info/channel-operator.ts.
 */
export function channelOperatorRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/operator/channel', channelOperatorDocumented, {
    govInvestment: () => govInvestment(deps),
    setGovInvestment: ({ body, c }) => setGovInvestment(deps, body, actorOf(c)),
  });
}
