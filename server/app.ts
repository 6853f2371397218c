import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ErrorCodes } from '../schemas/api/envelope';
import type { AppDeps } from './config';
import { sendFail } from './http/envelope';
import { makeErrorHandler } from './http/error-handler';
import { idempotentWrites } from './http/idempotency';
import type { AppEnv } from './http/types';
import { cartRoutes } from './routes/cart';
import { channelRoutes } from './routes/channel';
import { fileRoutes } from './routes/files';
import { healthRoutes } from './routes/health';
import { imRoutes } from './routes/im';
import { marketingRoutes } from './routes/marketing';
import { mlifeRoutes } from './routes/mlife';
import { ssoRoutes } from './sso/routes';
import { staticRoutes } from './static';

const MAX_BODY_BYTES = 1024 * 1024;

/** The whole HTTP surface, built from its dependencies so tests and start.ts wire it the same way. */
export function buildApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(makeErrorHandler(deps.config.logger));
  app.notFound((c) => {
    const path = new URL(c.req.url).pathname;
    if (path.startsWith('/api/')) {
      return sendFail(c, 404, ErrorCodes.notFound, `no such API: ${c.req.method} ${path}`);
    }
    return c.text('not found', 404);
  });

  app.use('*', async (c, next) => {
    await next();
    c.header('x-content-type-options', 'nosniff');
  });
  app.use('/api/*', async (c, next) => {
    await next();
    // API answers are per user and per moment; only routes that opt in (placeholders) may be cached.
    if (!c.res.headers.has('cache-control')) c.header('cache-control', 'no-store');
  });
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => {
        // The rest of the body is never read, so this connection cannot carry another request.
        c.header('connection', 'close');
        return sendFail(c, 413, ErrorCodes.tooLarge, 'request body too large');
      },
    }),
  );
  app.use('/api/*', idempotentWrites(deps));

  app.route('/api/health', healthRoutes(deps));
  app.route('/api/channel', channelRoutes(deps));
  app.route('/api/shoppingcart/shopping-cart', cartRoutes(deps));
  app.route('/api/mlife', mlifeRoutes(deps));
  app.route('/api/im', imRoutes(deps));
  app.route('/api/marketing', marketingRoutes(deps));
  app.route('/api/file-storage', fileRoutes());
  app.route('/sso', ssoRoutes(deps));
  app.route(
    '/',
    staticRoutes({ distDir: deps.config.distDir, env: deps.config.env, apiBase: deps.config.apiBase }),
  );
  return app;
}
