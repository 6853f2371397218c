/** The server's half of qualification.ts (ADR 0063): each endpoint's summary, tag and examples for the document. */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { requiredUniqueCode } from '../headers';
import { qualificationEndpoints } from '../qualification';

export const qualificationDocs: EndpointDocs<typeof qualificationEndpoints> = {
  activities: {
    summary: 'Qualification draws with their windows, launch product and price, seed commitment, paged',
    tag: 'product',
  },
  detail: {
    summary:
      "One qualification draw: rules, launch product and (signed in) the caller's standing and code word",
    tag: 'product',
  },
  takeIn: {
    summary:
      "Register once (consent given; invited-only draws refuse others with resCode 'scalper'): a lottery code and a code word",
    tag: 'product',
    examples: {
      body: { activityNo: 'QL2001' },
      result: { activityNo: 'QL2001', code: '10000042', codeWord: 'K7QM-3XPD-W9RT' },
    },
  },
  mine: {
    summary: "The caller's qualification draws, newest first, with their standing",
    tag: 'product',
  },
  inventory: {
    summary: 'Phones on offer, still held for winners, winners and purchases; when the hold was released',
    tag: 'product',
  },
  waiting: {
    summary: 'Rights to buy the caller won and has not used, before their deadline',
    tag: 'product',
  },
  winners: {
    summary: 'Winning codes with masked nicknames',
    tag: 'product',
  },
  myCode: {
    summary: "The caller's own code in a draw and their code word",
    tag: 'product',
  },
  myCodeWords: {
    summary: 'Every code word the caller holds, with the standing it stands for',
    tag: 'product',
  },
  codeWord: {
    summary:
      "The caller's code word for a draw they entered (made on first request: random, unique, readable)",
    tag: 'product',
  },
  confirmation: {
    summary: 'What a winner pays: one launch phone at the launch price to the chosen (or default) address',
    tag: 'order',
    refuses: ['409'],
  },
  order: {
    summary:
      'A winner orders the launch phone once before the deadline: an ordinary order awaiting payment (idempotent per uniqueCode)',
    tag: 'order',
    headers: requiredUniqueCode,
    examples: { body: { activityNo: 'QL2001', addressId: 12 } },
  },
};

export const qualificationDocumented = documented(qualificationEndpoints, qualificationDocs);
