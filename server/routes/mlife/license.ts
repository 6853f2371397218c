import { licenseDocumented } from '../../../schemas/api/endpoints/docs/platform';
import type { AppDeps } from '../../config';
import { endpointRoutes } from '../../http/endpoint-routes';
import { notFound } from '../../http/errors';
import { requestLang } from '../../i18n/request-lang';
import type { LicenseTexts } from '../../license/texts';

/**
 * /api/mlife/license: the current agreement version and the agreement texts (public); the handlers of
 * schemas/api/endpoints/platform/license.ts.
 */
export function licenseRoutes(deps: AppDeps, texts: ReadonlyMap<string, LicenseTexts>) {
  return endpointRoutes(deps, '/api/mlife/license', licenseDocumented, {
    version: () => ({ licenseVersion: deps.config.licenseVersion }),
    text: ({ params: { file }, c }) => {
      const version = /^license-(.+)\.json$/.exec(file)?.[1];
      const text = version === undefined ? undefined : texts.get(version);
      if (!text) throw notFound(`no agreement text for ${version ?? 'that version'}`);
      // In the visit's language (the SPA sends it on every call): the shopper agrees to what they can read.
      return text[requestLang(c)];
    },
  });
}
