/**
 * The user agreement's current version and its texts, /api/mlife/license (public). The one declaration of
 * each endpoint (ADR 0063).
 */
import { z } from '../../../zod';
import { endpoint } from '../../endpoint';
import { licenseFileParamSchema, licenseTextSchema, licenseVersionSchema } from '../../license';

const BASE = '/api/mlife/license';

export const licenseVersionRead = endpoint({
  method: 'get',
  path: `${BASE}/version`,
  auth: 'public',
  result: licenseVersionSchema,
});

export const licenseTextRead = endpoint({
  method: 'get',
  path: `${BASE}/{file}`,
  auth: 'public',
  params: z.object({ file: licenseFileParamSchema }),
  result: licenseTextSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const licenseEndpoints = {
  version: licenseVersionRead,
  text: licenseTextRead,
};
