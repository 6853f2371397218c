import {
  type AgreementStatus,
  agreementStatusSchema,
  type InfoPage,
  type InfoPageCode,
  infoPageSchema,
} from '../../schemas/api/info-page';
import { get, post } from './client';

/** An informational page as the operator wrote it (/recruitment-announcement, /agreement). */
export const fetchInfoPage = (code: InfoPageCode, signal?: AbortSignal): Promise<InfoPage> =>
  get('/api/channel/info-page', { code }, { schema: infoPageSchema, signal });

/** The signed-in customer's agreement to the mall agreement. */
export const fetchAgreement = (signal?: AbortSignal): Promise<AgreementStatus> =>
  get('/api/mlife/customer/agreement', undefined, { schema: agreementStatusSchema, signal });

export const agreeTo = (version: number): Promise<AgreementStatus> =>
  post('/api/mlife/customer/agreement', { version }, { schema: agreementStatusSchema });
