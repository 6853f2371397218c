import {
  deletionCancel,
  deletionRequest,
  deletionStatusRead,
  myDataRead,
} from '../../schemas/api/endpoints/privacy';
import type { DeletionStatus, MyData } from '../../schemas/api/privacy';
import { call } from './call';
import { type DownloadedFile, request } from './client';

/** Personal data rights: what the mall holds, its export, and the account deletion. */

export const fetchMyData = (): Promise<MyData> => call(myDataRead, {});

/** The export file (JSON) as the server names it: a file, not a declared answer (ADR 0063). */
export const downloadMyData = (): Promise<DownloadedFile> =>
  request<DownloadedFile>('/api/mlife/privacy/my-data/export', { method: 'GET', file: true });

export const fetchDeletion = (): Promise<DeletionStatus> => call(deletionStatusRead, {});

export const requestDeletion = (): Promise<DeletionStatus> =>
  call(deletionRequest, { body: { confirm: true } });

export const cancelDeletion = (): Promise<DeletionStatus> => call(deletionCancel, {});
