import { purchaseProgrammeOperatorDocumented } from '../../schemas/api/endpoints/docs/listing-operator';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import {
  createPurchaseProgramme,
  editPurchaseProgramme,
  movePurchaseProgramme,
  operatorPurchaseProgrammes,
} from '../services/purchase-admin';
import { listingAnswer } from './listing-operator';

/**
 * Mounted at /api/operator/purchase-programmes (ADR 0017 and 0066): the handlers of
 * schemas/api/endpoints/listing-operator/purchase-programmes.ts.
 */
export const purchaseOperatorRoutes = (deps: AppDeps) =>
  endpointRoutes(deps, '/api/operator/purchase-programmes', purchaseProgrammeOperatorDocumented, {
    list: () => operatorPurchaseProgrammes(deps),
    create: async ({ body, c }) => listingAnswer(c, 'purchase', await createPurchaseProgramme(deps, body)),
    edit: async ({ params, body, c }) =>
      listingAnswer(c, 'purchase', await editPurchaseProgramme(deps, params.spuNo, body)),
    withdraw: async ({ params, c }) =>
      listingAnswer(c, 'purchase', await movePurchaseProgramme(deps, params.spuNo, 'withdraw')),
    restore: async ({ params, c }) =>
      listingAnswer(c, 'purchase', await movePurchaseProgramme(deps, params.spuNo, 'restore')),
  });
