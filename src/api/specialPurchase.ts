import {
  type EduPrice,
  type EduVerification,
  type EduVerifyRequest,
  eduPriceSchema,
  eduVerificationSchema,
  type OperatorSendResult,
  type OperatorSkuInfo,
  operatorCheckResultSchema,
  operatorSendResultSchema,
  operatorSkuInfoSchema,
  type TradeInEstimate,
  type TradeInEstimateRequest,
  tradeInEligibilitySchema,
  tradeInEstimateListSchema,
  tradeInEstimateSchema,
  tradeInModelsSchema,
} from '../../schemas/api/special-purchase';
import { get, pageAnswerKey, post, servedResult } from './client';

/** Issue 17: the operator-phone purchase, the education offer and trade-in (server/routes/order/special-purchase.ts). */
const VERIFY = '/api/order/operator-verification';
const EDU = '/api/order/apple-edu-verify';
const TRADE_IN = '/api/marketing/trade-in';

export const fetchOperatorSkuInfo = (skuNo: string): Promise<OperatorSkuInfo> =>
  get(`${VERIFY}/sku-info`, { skuNo }, { schema: operatorSkuInfoSchema });

/** The operator texts the code to the phone; the answer never carries it. */
export const sendOperatorCode = (phone: string, skuNo: string): Promise<OperatorSendResult> =>
  post(`${VERIFY}/send`, { phone, skuNo }, { schema: operatorSendResultSchema });

export const checkOperatorCode = (phone: string, skuNo: string, code: string) =>
  post(`${VERIFY}/check`, { phone, skuNo, code }, { schema: operatorCheckResultSchema });

export const fetchEduPrice = (skuNo: string): Promise<EduPrice> =>
  get(`${EDU}/price`, { skuNo }, { schema: eduPriceSchema, silent: true });

export const submitEduVerification = (
  body: EduVerifyRequest,
  uniqueCode?: string,
): Promise<EduVerification> =>
  post(EDU, body, { schema: eduVerificationSchema, ...(uniqueCode ? { uniqueCode } : {}) });

export const fetchTradeInModels = () => get(`${TRADE_IN}/models`, {}, { schema: tradeInModelsSchema });

/** Silent: it only decides whether the product page shows the trade-in row. */
export const fetchTradeInEligibility = (skuNo: string) =>
  get(`${TRADE_IN}/eligibility`, { skuNo }, { schema: tradeInEligibilitySchema, silent: true });

/** Whether the SKU takes a trade-in, as a server-rendered product page carries it (ADR 0029). */
export const servedTradeInEligibility = (skuNo: string) =>
  servedResult(pageAnswerKey(`${TRADE_IN}/eligibility`, { skuNo }), tradeInEligibilitySchema);

export const estimateTradeIn = (body: TradeInEstimateRequest): Promise<TradeInEstimate> =>
  post(`${TRADE_IN}/estimate`, body, { schema: tradeInEstimateSchema });

export const fetchMyTradeIns = () => get(`${TRADE_IN}/estimates`, {}, { schema: tradeInEstimateListSchema });
