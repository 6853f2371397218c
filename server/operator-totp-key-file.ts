import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const OPERATOR_TOTP_KEY_FILE = 'operator-totp-key';

/**
 * The key operators' TOTP secrets are sealed with (ADR 0067) when OPERATOR_TOTP_KEY is not set: the one kept
 * in DATA_DIR/operator-totp-key by an earlier start, else a new one (`generated`) that the caller writes with
 * keepTotpKey once the database has made DATA_DIR its own. A key that changed would lock every enrolled
 * operator out, so it is kept, not drawn again at each start.
 */
export function storedTotpKey(dataDir: string): string | undefined {
  const path = resolve(dataDir, OPERATOR_TOTP_KEY_FILE);
  if (!existsSync(path)) return undefined;
  const key = readFileSync(path, 'utf8').trim();
  return key === '' ? undefined : key;
}

/** Writes a generated key beside the database, readable by its owner only; never printed. */
export function keepTotpKey(dataDir: string, key: string): string {
  const path = resolve(dataDir, OPERATOR_TOTP_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path, `${key}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return path;
}
