/** The server's half of activity-terms-operator.ts (ADR 0063): each endpoint's summary and tag for the document. */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { activityTermsOperatorEndpoints } from '../activity-terms-operator';

export const activityTermsOperatorDocs: EndpointDocs<typeof activityTermsOperatorEndpoints> = {
  list: {
    summary: 'Every SKU under a gift (activity type 3) or trial (type 5) activity, with its terms',
    tag: 'booth operator',
  },
  set: {
    summary:
      'Make a SKU a gift activity (another SKU given per unit bought, while its stock lasts) or a trial activity (a price below its own, at most so many per customer); refused for a SKU under another kind of activity; needs a second operator while approval is on',
    tag: 'booth operator',
  },
  end: {
    summary:
      "End a SKU's gift or trial activity now (the SKU sells at its price, with no gift); answers the terms it had",
    tag: 'booth operator',
  },
};

export const activityTermsOperatorDocumented = documented(
  activityTermsOperatorEndpoints,
  activityTermsOperatorDocs,
);
