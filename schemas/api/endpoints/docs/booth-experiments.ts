/** The server's half of booth-experiments.ts (ADR 0063): each endpoint's summary and tag for the document. */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { boothExperimentEndpoints } from '../booth-experiments';

export const boothExperimentDocs: EndpointDocs<typeof boothExperimentEndpoints> = {
  list: {
    summary: "The page's experiments with exposures, clicks, CTR and orders per variant (95 % intervals)",
    tag: 'booth operator',
  },
  create: {
    summary:
      'Start an experiment: 2-4 variants (saved versions or one block replaced), a split or audience rules; a change request while approval is on',
    tag: 'booth operator',
  },
  end: {
    summary: "End an experiment by publishing one variant as the page's next version",
    tag: 'booth operator',
  },
};

export const boothExperimentDocumented = documented(boothExperimentEndpoints, boothExperimentDocs);
