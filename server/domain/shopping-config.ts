/** Timings and keys of the shopping journey; resolved once by startServer, overridable per test. */
export interface ShoppingConfig {
  /** Unpaid orders are cancelled this long after creation (and their stock restored). */
  autoCancelMs: number;
  /** Paid orders ship this long after payment. */
  autoShipMs: number;
  /** Shipped orders the shopper did not confirm are received this long after shipping (自动收货). */
  autoReceiveMs: number;
  /** Received orders complete this long after receipt. */
  autoCompleteMs: number;
  /** Time between logistics nodes after shipping (in transit, out for delivery, delivered). */
  logisticsStepMs: number;
  /** A confirmation (confirmToken) can be turned into an order within this time. */
  confirmTtlMs: number;
  /** How often the background sweep applies the timed transitions; 0 turns it off (reads still apply them). */
  sweepIntervalMs: number;
  /** HMAC key of the bank app's 'encrypted' address hand-over (mbank/decrypt). */
  mbankAddressKey: string;
  /** AES-256-GCM secret of the bank app's sealed device information (device/decrypt, MBANK_DEVICE_KEY). */
  mbankDeviceKey: string;
  /** After-sales: the store answers within this, else the application is approved (domain/after-sales.ts). */
  afterSaleAutoApproveMs: number;
  /** After-sales: an approved return must be shipped back within this, else it closes. */
  afterSaleReturnShipMs: number;
  /** After-sales: return and refund may be applied for this long after receipt. */
  afterSaleReturnWindowMs: number;
  /** Invoices: the simulated tax service issues an invoice this long after it was asked for. */
  invoiceIssueDelayMs: number;
  /** Instant messages: the simulated customer-service agent answers this long after a message. */
  imAgentDelayMs: number;
}

export const SHOPPING_DEFAULTS: ShoppingConfig = {
  autoCancelMs: 30 * 60 * 1000,
  autoShipMs: 60 * 1000,
  // 14 days after shipping, as the anchors' auto-receive (yudao); the order detail shows when.
  autoReceiveMs: 14 * 24 * 60 * 60 * 1000,
  autoCompleteMs: 7 * 24 * 60 * 60 * 1000,
  logisticsStepMs: 60 * 1000,
  confirmTtlMs: 30 * 60 * 1000,
  sweepIntervalMs: 30 * 1000,
  // A demo key: the simulated bank app and this server share it. Set MBANK_ADDRESS_KEY in real deployments.
  mbankAddressKey: 'mbankmall-demo-address-key',
  mbankDeviceKey: 'mbankmall-demo-device-key',
  afterSaleAutoApproveMs: 2 * 24 * 60 * 60 * 1000,
  afterSaleReturnShipMs: 7 * 24 * 60 * 60 * 1000,
  afterSaleReturnWindowMs: 7 * 24 * 60 * 60 * 1000,
  // The anchors' e-invoice comes seconds after the request (CRMEB: 10 s).
  invoiceIssueDelayMs: 10 * 1000,
  imAgentDelayMs: 3 * 1000,
};

/** Environment names of the shopping settings (server/README.md lists them). */
const ENV_NAMES: Record<Exclude<keyof ShoppingConfig, 'mbankAddressKey' | 'mbankDeviceKey'>, string> = {
  autoCancelMs: 'ORDER_AUTO_CANCEL_MS',
  autoShipMs: 'ORDER_AUTO_SHIP_MS',
  autoReceiveMs: 'ORDER_AUTO_RECEIVE_MS',
  autoCompleteMs: 'ORDER_AUTO_COMPLETE_MS',
  logisticsStepMs: 'ORDER_LOGISTICS_STEP_MS',
  confirmTtlMs: 'ORDER_CONFIRM_TTL_MS',
  sweepIntervalMs: 'ORDER_SWEEP_INTERVAL_MS',
  afterSaleAutoApproveMs: 'AFTER_SALE_AUTO_APPROVE_MS',
  afterSaleReturnShipMs: 'AFTER_SALE_RETURN_SHIP_MS',
  afterSaleReturnWindowMs: 'AFTER_SALE_RETURN_WINDOW_MS',
  invoiceIssueDelayMs: 'INVOICE_ISSUE_DELAY_MS',
  imAgentDelayMs: 'IM_AGENT_DELAY_MS',
};

/** Settings given in the environment; a value that is not a non-negative integer stops the start. */
export function shoppingFromEnv(env: NodeJS.ProcessEnv): Partial<ShoppingConfig> {
  const out: Partial<ShoppingConfig> = {};
  for (const [key, name] of Object.entries(ENV_NAMES) as [keyof typeof ENV_NAMES, string][]) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isSafeInteger(value) || value < 0)
      throw new Error(`${name} must be a non-negative integer (ms)`);
    out[key] = value;
  }
  if (env.MBANK_ADDRESS_KEY) out.mbankAddressKey = env.MBANK_ADDRESS_KEY;
  if (env.MBANK_DEVICE_KEY) out.mbankDeviceKey = env.MBANK_DEVICE_KEY;
  return out;
}
