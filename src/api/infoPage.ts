import { agreementAgree, agreementStatus } from '../../schemas/api/endpoints/share-info/agreement';
import { infoPage } from '../../schemas/api/endpoints/share-info/channel-extras';
import type { AgreementStatus, InfoPage, InfoPageCode } from '../../schemas/api/info-page';
import { call } from './call';

/** An informational page as the operator wrote it (/recruitment-announcement, /agreement). */
export const fetchInfoPage = (code: InfoPageCode, signal?: AbortSignal): Promise<InfoPage> =>
  call(infoPage, { query: { code } }, { signal });

/** The signed-in customer's agreement to the mall agreement. */
export const fetchAgreement = (signal?: AbortSignal): Promise<AgreementStatus> =>
  call(agreementStatus, { query: {} }, { signal });

export const agreeTo = (version: number): Promise<AgreementStatus> =>
  call(agreementAgree, { body: { version } });
