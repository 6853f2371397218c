import {
  operatorTradeInModelCreateSchema,
  operatorTradeInModelEditSchema,
  tradeInModelCodeSchema,
} from '../../schemas/api/trade-in-operator';
import type { AppDeps } from '../config';
import {
  createTradeInModel,
  editTradeInModel,
  moveTradeInModel,
  operatorTradeInModels,
} from '../services/trade-in-admin';
import { listingOperatorRoutes } from './listing-operator';

/** Mounted at /api/operator/trade-in-models (issue 35 item 4, ADR 0066): the trade-in device table. */
export const tradeInOperatorRoutes = (deps: AppDeps) =>
  listingOperatorRoutes(deps, {
    kind: 'tradeIn',
    param: 'modelCode',
    keySchema: tradeInModelCodeSchema,
    createSchema: operatorTradeInModelCreateSchema,
    editSchema: operatorTradeInModelEditSchema,
    list: operatorTradeInModels,
    create: createTradeInModel,
    edit: editTradeInModel,
    move: moveTradeInModel,
  });
