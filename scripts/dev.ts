import { createServer } from 'vite';
import { startServer } from '../server/start';

/**
 * `npm run dev`: the reference server (local environment: login skipped with the sample user) plus
 * Vite's dev server with hot reload, proxying /api, /sso and /cashier to it.
 */
const api = await startServer({
  port: Number(process.env.API_PORT ?? 0),
  env: 'local',
  dataDir: process.env.DATA_DIR ?? 'data',
  databaseUrl: process.env.DATABASE_URL,
});
process.env.MALL_API_TARGET = api.url;
process.env.MALL_ENV = 'local';
const vite = await createServer({ server: { port: Number(process.env.PORT ?? 5173), host: '127.0.0.1' } });
await vite.listen();
const address = vite.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/mbankmall/';
console.log(`mbankmall dev: ${address}index  (API ${api.url}, operator token: ${api.operatorToken})`);

const stop = async () => {
  await vite.close();
  await api.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
