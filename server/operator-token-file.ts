import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const OPERATOR_TOKEN_FILE = 'operator-token';

/**
 * Puts a generated operator token in DATA_DIR/operator-token, readable by its owner only, and returns the
 * file's path. With a token from the environment (generated undefined) any file left by an earlier start is
 * removed, so the file never holds a token that no longer works. The token itself is never printed: logs
 * are collected and shipped, a file mode is not.
 */
export function writeOperatorToken(dataDir: string, generated: string | undefined): string | undefined {
  const path = resolve(dataDir, OPERATOR_TOKEN_FILE);
  if (generated === undefined) {
    rmSync(path, { force: true });
    return undefined;
  }
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path, `${generated}\n`, { mode: 0o600 });
  // writeFile's mode only applies to a new file; an older one keeps its mode unless set again.
  chmodSync(path, 0o600);
  return path;
}

/** The start-up line about the operator token: where to find it, never its value. */
export function operatorTokenNotice(file: string | undefined): string {
  return file
    ? `operator token: written to ${file} (readable by this user only)`
    : 'operator token: taken from OPERATOR_TOKEN';
}
