import { afterEach, describe, expect, it } from 'vitest';
import { aggregateAllowed, createMallRouter } from './router';

/** Spec §2: "/ and /aggregate — aggregate page, only in certain environments". */
function setEnv(env: string): void {
  document.head.querySelector('meta[name="mall-env"]')?.remove();
  const meta = document.createElement('meta');
  meta.name = 'mall-env';
  meta.content = env;
  document.head.append(meta);
}

describe('the aggregate page', () => {
  afterEach(() => document.head.querySelector('meta[name="mall-env"]')?.remove());

  it('exists in the test environments only', () => {
    for (const env of ['local', 'dev', 'sit', 'uat']) {
      setEnv(env);
      expect(aggregateAllowed()).toBe(true);
    }
    for (const env of ['pre', 'pro']) {
      setEnv(env);
      expect(aggregateAllowed()).toBe(false);
    }
  });

  it('in production, both / and /aggregate take the shopper to the home page', async () => {
    setEnv('pro');
    const router = createMallRouter();
    const shell = router.routes[0]?.children ?? [];
    const loaderOf = (match: (r: (typeof shell)[number]) => boolean) => {
      const loader = shell.find(match)?.loader;
      if (typeof loader !== 'function') throw new Error('route without loader');
      return loader;
    };
    const args = (path: string) => ({
      request: new Request(`http://localhost/mbankmall${path}`),
      params: {},
      context: undefined,
    });
    for (const [path, loader] of [
      ['/', loaderOf((r) => r.index === true)],
      ['/aggregate', loaderOf((r) => r.path === '/aggregate')],
    ] as const) {
      const answer = (await loader(args(path) as never)) as Response;
      expect(answer.status).toBe(302);
      expect(answer.headers.get('Location')).toBe('/index');
    }
    router.dispose();
  });
});
