/** /api/operator/channel (operator token or console session): the channel settings, declared once (ADR 0063). */
import { govInvestmentSchema, govInvestmentSetRequestSchema } from '../../channel-extras';
import { endpoint } from '../../endpoint';

const OPERATOR = '/api/operator/channel';

export const govInvestmentSetting = endpoint({
  method: 'get',
  path: `${OPERATOR}/gov-investment`,
  auth: 'operator',
  result: govInvestmentSchema,
});

export const govInvestmentSet = endpoint({
  method: 'put',
  path: `${OPERATOR}/gov-investment`,
  auth: 'operator',
  body: govInvestmentSetRequestSchema,
  result: govInvestmentSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const channelOperatorEndpoints = {
  govInvestment: govInvestmentSetting,
  setGovInvestment: govInvestmentSet,
};
