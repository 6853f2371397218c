import { tradeInModelOperatorDocumented } from '../../schemas/api/endpoints/docs/listing-operator';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import {
  createTradeInModel,
  editTradeInModel,
  moveTradeInModel,
  operatorTradeInModels,
} from '../services/trade-in-admin';
import { listingAnswer } from './listing-operator';

/**
 * Mounted at /api/operator/trade-in-models (ADR 0066): the trade-in device table, the
 * handlers of schemas/api/endpoints/listing-operator/trade-in-models.ts.
 */
export const tradeInOperatorRoutes = (deps: AppDeps) =>
  endpointRoutes(deps, '/api/operator/trade-in-models', tradeInModelOperatorDocumented, {
    list: () => operatorTradeInModels(deps),
    create: async ({ body, c }) => listingAnswer(c, 'tradeIn', await createTradeInModel(deps, body)),
    edit: async ({ params, body, c }) =>
      listingAnswer(c, 'tradeIn', await editTradeInModel(deps, params.modelCode, body)),
    withdraw: async ({ params, c }) =>
      listingAnswer(c, 'tradeIn', await moveTradeInModel(deps, params.modelCode, 'withdraw')),
    restore: async ({ params, c }) =>
      listingAnswer(c, 'tradeIn', await moveTradeInModel(deps, params.modelCode, 'restore')),
  });
