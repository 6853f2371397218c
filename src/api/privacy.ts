import {
  type DeletionStatus,
  deletionStatusSchema,
  type MyData,
  myDataSchema,
} from '../../schemas/api/privacy';
import { type DownloadedFile, get, post, request } from './client';

/** Personal data rights (issue 33 item 3): what the mall holds, its export, and the account deletion. */

const BASE = '/api/mlife/privacy';

export const fetchMyData = (): Promise<MyData> => get(`${BASE}/my-data`, undefined, { schema: myDataSchema });

/** The export file (JSON) as the server names it. */
export const downloadMyData = (): Promise<DownloadedFile> =>
  request<DownloadedFile>(`${BASE}/my-data/export`, { method: 'GET', file: true });

export const fetchDeletion = (): Promise<DeletionStatus> =>
  get(`${BASE}/deletion`, undefined, { schema: deletionStatusSchema });

export const requestDeletion = (): Promise<DeletionStatus> =>
  post(`${BASE}/deletion`, { confirm: true }, { schema: deletionStatusSchema });

export const cancelDeletion = (): Promise<DeletionStatus> =>
  post(`${BASE}/deletion/cancel`, {}, { schema: deletionStatusSchema });
