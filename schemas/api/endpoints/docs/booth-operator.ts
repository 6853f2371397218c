/**
 * The server's half of booth-operator/*.ts (ADR 0063): each endpoint's summary and tag for the document — the
 * booth operators' pages API and the console's reads of a page (its layout, audit and figures).
 */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { boothFiguresEndpoints } from '../booth-operator/figures';
import { boothLayoutOperatorEndpoints } from '../booth-operator/layouts';
import { boothPageOperatorEndpoints } from '../booth-operator/pages';

const tag = 'booth operator';

export const boothPageOperatorDocs: EndpointDocs<typeof boothPageOperatorEndpoints> = {
  schema: { summary: 'JSON Schema of a booth layout', tag },
  pages: { summary: 'Every booth page with its draft and versions', tag },
  draft: { summary: 'Save a draft layout (kept even with issues, which the answer lists)', tag },
  validate: { summary: 'Check a layout without saving it', tag },
  preview: { summary: "A preview link of the draft (a slot's opens on its own screen)", tag },
  publish: { summary: 'Publish the draft (now or at publishAt)', tag },
  versions: { summary: 'Published versions of a page', tag },
  rollback: { summary: 'Serve an earlier version again', tag },
  reschedule: { summary: 'Move a version waiting to go live to another time', tag },
  cancelSchedule: {
    summary: 'Cancel a version waiting to go live (it becomes the draft when there is none)',
    tag,
  },
};

export const boothLayoutOperatorDocs: EndpointDocs<typeof boothLayoutOperatorEndpoints> = {
  layout: { summary: 'One layout: a published version, else the draft, else the live version', tag },
  audit: { summary: 'Who changed the page: draft saves, publishes and rollbacks, newest first', tag },
};

export const boothFiguresDocs: EndpointDocs<typeof boothFiguresEndpoints> = {
  analytics: {
    summary:
      'Figures per version and block over a period: exposures, unique visitors, clicks (closes apart), orders attributed to the block (tracking events)',
    tag,
  },
  daily: { summary: "The page's figures per China day over the last 14 or 30 days, every day listed", tag },
};

export const boothPageOperatorDocumented = documented(boothPageOperatorEndpoints, boothPageOperatorDocs);
export const boothLayoutOperatorDocumented = documented(
  boothLayoutOperatorEndpoints,
  boothLayoutOperatorDocs,
);
export const boothFiguresDocumented = documented(boothFiguresEndpoints, boothFiguresDocs);
