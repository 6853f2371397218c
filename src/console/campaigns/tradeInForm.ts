import type { tradeInModelOperatorEdit } from '../../../schemas/api/endpoints/listing-operator/trade-in-models';
import type { OperatorTradeInModel } from '../../../schemas/api/trade-in-operator';
import { centsToYuan } from '../../lib/money';
import type { FormBody } from './campaignApi';
import { centsOf, wholeOf } from './couponForm';

/** The trade-in model form as typed: the top value in yuan. */
export interface TradeInForm {
  modelCode: string;
  brand: string;
  name: string;
  topValue: string;
  sort: string;
}

/** The whole model as PUT /api/operator/trade-in-models/{modelCode} takes it (POST adds modelCode). */
export const tradeInBody = (f: TradeInForm): FormBody<typeof tradeInModelOperatorEdit> => ({
  brand: f.brand.trim(),
  name: f.name.trim(),
  topValueCents: centsOf(f.topValue),
  sort: wholeOf(f.sort) ?? 0,
});

export const tradeInFormOf = (m: OperatorTradeInModel): TradeInForm => ({
  modelCode: m.modelCode,
  brand: m.brand,
  name: m.name,
  topValue: centsToYuan(m.topValueCents),
  sort: String(m.sort),
});
