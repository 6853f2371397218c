import {
  eduPrice,
  eduVerify,
  operatorCodeCheck,
  operatorCodeSend,
  operatorSkuInfo,
  tradeInEligibility,
  tradeInEstimate,
  tradeInEstimates,
  tradeInModels,
} from '../../schemas/api/endpoints/special-purchases';
import type {
  EduPrice,
  EduVerification,
  EduVerifyRequest,
  OperatorSendResult,
  OperatorSkuInfo,
  TradeInEstimate,
  TradeInEstimateRequest,
} from '../../schemas/api/special-purchase';
import { call } from './call';
import { pageAnswerKey, servedResult } from './client';

/** The operator-phone purchase, the education offer and trade-in (server/routes/order/special-purchase.ts). */
export const fetchOperatorSkuInfo = (skuNo: string): Promise<OperatorSkuInfo> =>
  call(operatorSkuInfo, { query: { skuNo } });

/** The operator texts the code to the phone; the answer never carries it. */
export const sendOperatorCode = (phone: string, skuNo: string): Promise<OperatorSendResult> =>
  call(operatorCodeSend, { body: { phone, skuNo } });

export const checkOperatorCode = (phone: string, skuNo: string, code: string) =>
  call(operatorCodeCheck, { body: { phone, skuNo, code } });

export const fetchEduPrice = (skuNo: string): Promise<EduPrice> =>
  call(eduPrice, { query: { skuNo } }, { silent: true });

export const submitEduVerification = (
  body: EduVerifyRequest,
  uniqueCode?: string,
): Promise<EduVerification> => call(eduVerify, { body }, uniqueCode ? { uniqueCode } : {});

export const fetchTradeInModels = () => call(tradeInModels, {});

/** Silent: it only decides whether the product page shows the trade-in row. */
export const fetchTradeInEligibility = (skuNo: string) =>
  call(tradeInEligibility, { query: { skuNo } }, { silent: true });

/** Whether the SKU takes a trade-in, as a server-rendered product page carries it (ADR 0029). */
export const servedTradeInEligibility = (skuNo: string) =>
  servedResult(pageAnswerKey(tradeInEligibility.path, { skuNo }), tradeInEligibility.result);

export const estimateTradeIn = (body: TradeInEstimateRequest): Promise<TradeInEstimate> =>
  call(tradeInEstimate, { body });

export const fetchMyTradeIns = () => call(tradeInEstimates, {});
