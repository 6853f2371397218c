/** The server's half of special-purchases.ts (ADR 0063): each endpoint's summary and tag for the document. */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { specialPurchaseEndpoints, tradeInEndpoints } from '../special-purchases';

export const specialPurchaseDocs: EndpointDocs<typeof specialPurchaseEndpoints> = {
  sendCode: {
    summary:
      'The simulated operator texts a 6-digit code to its subscriber (rate-limited per number and customer); the code is never in the answer',
    tag: 'order',
  },
  checkCode: {
    summary:
      'Checks the code once, before it expires; verifies the number for this customer and SKU for a while',
    tag: 'order',
  },
  skuInfo: {
    summary: "skuInfo query: a label-26 SKU with its telecom-user price and the caller's verification",
    tag: 'order',
    refuses: ['409'],
  },
  eduVerification: {
    summary: "The caller's education verification: none, pending, approved or rejected (with the reason)",
    tag: 'order',
  },
  eduVerify: {
    summary:
      'Applies to the simulated education verifier (school e-mail domain and student number); it answers after its delay',
    tag: 'order',
  },
  eduPrice: {
    summary: "A label-101 SKU's education price beside the caller's verification",
    tag: 'order',
    refuses: ['409'],
  },
};

export const tradeInDocs: EndpointDocs<typeof tradeInEndpoints> = {
  models: { summary: "The trade-in appraiser's device table (brand, model, like-new value)", tag: 'order' },
  eligibility: { summary: 'Whether a SKU takes a trade-in', tag: 'order' },
  estimate: {
    summary:
      'Values an old device by model and condition and holds the estimate for the customer; create-order takes it as tradeInNo, once',
    tag: 'order',
  },
  estimates: { summary: "The caller's trade-in estimates, newest first", tag: 'order' },
};

export const specialPurchaseDocumented = documented(specialPurchaseEndpoints, specialPurchaseDocs);
export const tradeInDocumented = documented(tradeInEndpoints, tradeInDocs);
