import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LicenseText, licenseTextSchema } from '../../schemas/api/license';

const DIR = fileURLToPath(new URL('.', import.meta.url));
export const LICENSE_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.-]{0,31}$/;

/** The agreement texts shipped with the server, by version (files license-{version}.json here). */
export function loadLicenseTexts(dir = DIR): Map<string, LicenseText> {
  const texts = new Map<string, LicenseText>();
  for (const file of readdirSync(dir)) {
    const m = /^license-(.+)\.json$/.exec(file);
    if (!m?.[1]) continue;
    const text = licenseTextSchema.parse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    if (text.version !== m[1]) throw new Error(`${file} declares version ${text.version}`);
    texts.set(text.version, text);
  }
  return texts;
}
