import type { OperatorRole } from '../../../schemas/api/operator-accounts';

/**
 * Who sees the listing tabs (ADR 0066): shelves, trade-in models, purchase programmes.
 * Kept beside campaignTabRoles.ts, which spreads them in, so other tabs can be added there without touching
 * these; tests/integration/console-tab-roles.test.ts checks them against the server's route table.
 */
const MARKETING_READ: readonly OperatorRole[] = ['marketing', 'auditor', 'administrator'];
const MARKETING: readonly OperatorRole[] = ['marketing', 'administrator'];

export type ListingTabKey = 'shelves' | 'tradeIn' | 'purchase';

const listing = (key: ListingTabKey, base: string, param: string, moves: readonly string[]) => ({
  key,
  reads: `GET ${base}`,
  writes: [`POST ${base}`, `PUT ${base}/:${param}`, ...moves.map((m) => `POST ${base}/:${param}/${m}`)],
  readRoles: MARKETING_READ,
  writeRoles: MARKETING,
});

export const LISTING_TAB_ACCESS = [
  {
    key: 'shelves',
    reads: 'GET /api/operator/shelves',
    // A shelf is created, edited, withdrawn and restored by saving it whole.
    writes: ['PUT /api/operator/shelves/:shelfNo'],
    readRoles: MARKETING_READ,
    writeRoles: MARKETING,
  },
  listing('tradeIn', '/api/operator/trade-in-models', 'modelCode', ['withdraw', 'restore']),
  listing('purchase', '/api/operator/purchase-programmes', 'spuNo', ['withdraw', 'restore']),
] as const;
