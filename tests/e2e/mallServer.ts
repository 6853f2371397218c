import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMain } from '../mainProcess';

export interface MallServer {
  url: string;
  operatorToken: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Starts the real reference server the way `npm start` does (built dist, embedded database), on a
 * free port with a fresh data directory, and waits for the line that prints its URL. The operator token
 * is never printed: a generated one is read from DATA_DIR/operator-token, written before that line.
 */
export async function startMallServer(env: Record<string, string> = {}): Promise<MallServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mbankmall-e2e-'));
  // The first screen's render gets 1 s instead of 50 ms: on a 2-core machine busy with Chromium a render
  // can miss the shopper's budget, and the specs assert what the page shows once it is rendered.
  const main = await startMain({
    ...process.env,
    PORT: '0',
    DATA_DIR: dataDir,
    MALL_ENV: 'sit',
    SSR_BUDGET_MS: '1000',
    // Specs publish directly, as before maker-checker (ADR 0048); console-approvals.spec turns it on.
    OPERATOR_APPROVAL: 'off',
    ...env,
  });
  const supplied = env.OPERATOR_TOKEN ?? process.env.OPERATOR_TOKEN;
  const operatorToken = supplied || readFileSync(join(dataDir, 'operator-token'), 'utf8').trim();
  return {
    url: main.url,
    operatorToken,
    dataDir,
    stop: async () => {
      await main.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
