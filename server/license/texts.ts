import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type LicenseText, licenseTextSchema } from '../../schemas/api/license';
import { LANGS, type Lang } from '../../schemas/i18n/lang';
import { z } from '../../schemas/zod';
import { projectPath } from '../paths';

const DIR = projectPath('server', 'license');
export const LICENSE_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.-]{0,31}$/;

/** One agreement version as shipped: its text in every language of the mall (a legal text is never half-translated). */
const licenseFileSchema = z.object({
  version: z.string(),
  ...Object.fromEntries(LANGS.map((lang) => [lang, z.omit(licenseTextSchema, { version: true })])),
});

/** The agreement of one version, by language. */
export type LicenseTexts = Readonly<Record<Lang, LicenseText>>;

/** The agreement texts shipped with the server, by version (files license-{version}.json here). */
export function loadLicenseTexts(dir = DIR): Map<string, LicenseTexts> {
  const texts = new Map<string, LicenseTexts>();
  for (const file of readdirSync(dir)) {
    const m = /^license-(.+)\.json$/.exec(file);
    if (!m?.[1]) continue;
    const parsed = licenseFileSchema.parse(JSON.parse(readFileSync(join(dir, file), 'utf8'))) as {
      version: string;
    } & Record<Lang, Omit<LicenseText, 'version'>>;
    if (parsed.version !== m[1]) throw new Error(`${file} declares version ${parsed.version}`);
    const byLang = Object.fromEntries(
      LANGS.map((lang) => [lang, { version: parsed.version, ...parsed[lang] }]),
    ) as Record<Lang, LicenseText>;
    texts.set(parsed.version, byLang);
  }
  return texts;
}
