import {
  operatorPurchaseCreateSchema,
  operatorPurchaseEditSchema,
  purchaseSpuNoSchema,
} from '../../schemas/api/purchase-operator';
import type { AppDeps } from '../config';
import {
  createPurchaseProgramme,
  editPurchaseProgramme,
  movePurchaseProgramme,
  operatorPurchaseProgrammes,
} from '../services/purchase-admin';
import { listingOperatorRoutes } from './listing-operator';

/** Mounted at /api/operator/purchase-programmes (issue 35 item 4, ADR 0017 and 0066). */
export const purchaseOperatorRoutes = (deps: AppDeps) =>
  listingOperatorRoutes(deps, {
    kind: 'purchase',
    param: 'spuNo',
    keySchema: purchaseSpuNoSchema,
    createSchema: operatorPurchaseCreateSchema,
    editSchema: operatorPurchaseEditSchema,
    list: operatorPurchaseProgrammes,
    create: createPurchaseProgramme,
    edit: editPurchaseProgramme,
    move: movePurchaseProgramme,
  });
