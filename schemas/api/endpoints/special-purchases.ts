/**
 * The operator-phone purchase (label 26) and the education offer (label 101), user-scoped under
 * /api/order, and trade-in under /api/marketing; the one declaration of each endpoint (ADR 0063). The codes
 * go to the simulated operator's handset (/telecom-sim/texts), never into an answer.
 */
import { endpoint } from '../endpoint';
import {
  eduPriceQuerySchema,
  eduPriceSchema,
  eduVerificationSchema,
  eduVerifyRequestSchema,
  operatorCheckRequestSchema,
  operatorCheckResultSchema,
  operatorSendRequestSchema,
  operatorSendResultSchema,
  operatorSkuInfoQuerySchema,
  operatorSkuInfoSchema,
  tradeInEligibilityQuerySchema,
  tradeInEligibilitySchema,
  tradeInEstimateListSchema,
  tradeInEstimateRequestSchema,
  tradeInEstimateSchema,
  tradeInModelsSchema,
} from '../special-purchase';

const VERIFY = '/api/order/operator-verification';
const EDU = '/api/order/apple-edu-verify';

export const operatorCodeSend = endpoint({
  method: 'post',
  path: `${VERIFY}/send`,
  auth: 'shopper',
  body: operatorSendRequestSchema,
  result: operatorSendResultSchema,
});

export const operatorCodeCheck = endpoint({
  method: 'post',
  path: `${VERIFY}/check`,
  auth: 'shopper',
  body: operatorCheckRequestSchema,
  result: operatorCheckResultSchema,
});

export const operatorSkuInfo = endpoint({
  method: 'get',
  path: `${VERIFY}/sku-info`,
  auth: 'shopper',
  query: operatorSkuInfoQuerySchema,
  result: operatorSkuInfoSchema,
});

export const eduVerification = endpoint({
  method: 'get',
  path: EDU,
  auth: 'shopper',
  result: eduVerificationSchema,
});

export const eduVerify = endpoint({
  method: 'post',
  path: EDU,
  auth: 'shopper',
  body: eduVerifyRequestSchema,
  result: eduVerificationSchema,
});

export const eduPrice = endpoint({
  method: 'get',
  path: `${EDU}/price`,
  auth: 'shopper',
  query: eduPriceQuerySchema,
  result: eduPriceSchema,
});

/** The operator-phone purchase and the education offer by name: the handler table's and the doc record's keys. */
export const specialPurchaseEndpoints = {
  sendCode: operatorCodeSend,
  checkCode: operatorCodeCheck,
  skuInfo: operatorSkuInfo,
  eduVerification,
  eduVerify,
  eduPrice,
};

const TRADE_IN = '/api/marketing/trade-in';

export const tradeInModels = endpoint({
  method: 'get',
  path: `${TRADE_IN}/models`,
  auth: 'public',
  result: tradeInModelsSchema,
});

export const tradeInEligibility = endpoint({
  method: 'get',
  path: `${TRADE_IN}/eligibility`,
  auth: 'public',
  query: tradeInEligibilityQuerySchema,
  result: tradeInEligibilitySchema,
});

export const tradeInEstimate = endpoint({
  method: 'post',
  path: `${TRADE_IN}/estimate`,
  auth: 'shopper',
  body: tradeInEstimateRequestSchema,
  result: tradeInEstimateSchema,
});

export const tradeInEstimates = endpoint({
  method: 'get',
  path: `${TRADE_IN}/estimates`,
  auth: 'shopper',
  result: tradeInEstimateListSchema,
});

/** Trade-in by name (create-order takes an estimate as `tradeInNo`). */
export const tradeInEndpoints = {
  models: tradeInModels,
  eligibility: tradeInEligibility,
  estimate: tradeInEstimate,
  estimates: tradeInEstimates,
};
