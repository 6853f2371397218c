import { Hono } from 'hono';
import type { AppDeps } from '../../config';
import { sendOk } from '../../http/envelope';
import { notFound } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { requestLang } from '../../i18n/request-lang';
import type { LicenseTexts } from '../../license/texts';

/** /api/mlife/license: the current agreement version and the agreement texts (public). */
export function licenseRoutes(deps: AppDeps, texts: ReadonlyMap<string, LicenseTexts>): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/version', (c) => sendOk(c, { licenseVersion: deps.config.licenseVersion }));
  r.get('/:file', (c) => {
    const version = /^license-(.+)\.json$/.exec(c.req.param('file'))?.[1];
    const text = version === undefined ? undefined : texts.get(version);
    if (!text) throw notFound(`no agreement text for ${version ?? 'that version'}`);
    // In the visit's language (the SPA sends it on every call): the shopper agrees to what they can read.
    return sendOk(c, text[requestLang(c)]);
  });
  return r;
}
