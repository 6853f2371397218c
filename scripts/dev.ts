import { createServer } from 'vite';
import { operatorTokenNotice, writeOperatorToken } from '../server/operator-token-file';
import { startServer } from '../server/start';

/**
 * `npm run dev`: the reference server (local environment: login skipped with the sample user) plus
 * Vite's dev server with hot reload, proxying /api, /sso and /cashier to it.
 */
const dataDir = process.env.DATA_DIR ?? 'data';
const suppliedToken = process.env.OPERATOR_TOKEN;
const api = await startServer({
  port: Number(process.env.API_PORT ?? 0),
  env: 'local',
  dataDir,
  ...(suppliedToken ? { operatorToken: suppliedToken } : {}),
  databaseUrl: process.env.DATABASE_URL,
  // Maker-checker as in production unless OPERATOR_APPROVAL=off (one person trying the console alone).
  operatorApproval: process.env.OPERATOR_APPROVAL !== 'off',
});
process.env.MALL_API_TARGET = api.url;
process.env.MALL_ENV = 'local';
const vite = await createServer({ server: { port: Number(process.env.PORT ?? 5173), host: '127.0.0.1' } });
await vite.listen();
const address = vite.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/mbankmall/';
// Like `npm start`: the token goes to a file readable by this user, never into the log.
console.log(operatorTokenNotice(writeOperatorToken(dataDir, suppliedToken ? undefined : api.operatorToken)));
console.log(`mbankmall dev: ${address}index  (API ${api.url})`);

const stop = async () => {
  await vite.close();
  await api.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
