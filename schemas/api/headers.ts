/** Request headers every call carries (spec §7). Names are matched case-insensitively over HTTP. */
export const HeaderNames = {
  userCode: 'userCode',
  bizLine: 'bizLine',
  subChannelNo: 'subChannelNo',
  /** Unique per request; the server uses it as the idempotency key for writes. */
  uniqueCode: 'uniqueCode',
  /** Operator endpoints of the booth store. */
  operatorToken: 'x-operator-token',
} as const;

export const DEFAULT_BIZ_LINE = 'tu';
export const DEFAULT_SUB_CHANNEL = 'cmbmobile';
