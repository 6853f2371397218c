/**
 * /api/channel (public): the informational pages, gov/investment-show and device/decrypt; the one declaration
 * of each (ADR 0063).
 */
import { deviceDecryptRequestSchema, deviceInfoSchema, govInvestmentSchema } from '../../channel-extras';
import { endpoint } from '../../endpoint';
import { infoPageQuerySchema, infoPageSchema } from '../../info-page';

const CHANNEL = '/api/channel';

export const infoPage = endpoint({
  method: 'get',
  path: `${CHANNEL}/info-page`,
  auth: 'public',
  query: infoPageQuerySchema,
  result: infoPageSchema,
});

export const govInvestmentShow = endpoint({
  method: 'get',
  path: `${CHANNEL}/gov/investment-show`,
  auth: 'public',
  result: govInvestmentSchema,
});

export const deviceDecrypt = endpoint({
  method: 'post',
  path: `${CHANNEL}/device/decrypt`,
  auth: 'public',
  body: deviceDecryptRequestSchema,
  result: deviceInfoSchema,
});

// Spec §7 "GET unless noted": the same cipher as a query parameter (logs keep the route pattern, not the URL).
export const deviceDecryptByQuery = endpoint({
  method: 'get',
  path: `${CHANNEL}/device/decrypt`,
  auth: 'public',
  query: deviceDecryptRequestSchema,
  result: deviceInfoSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const channelExtraEndpoints = {
  infoPage,
  govInvestment: govInvestmentShow,
  deviceDecrypt,
  deviceDecryptByQuery,
};
