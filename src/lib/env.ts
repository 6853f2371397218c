import { type MallEnv, mallEnvSchema } from '../../schemas/api/env';

/** What index.html carries until the server (or the Vite dev server) writes the real environment in. */
export const ENV_PLACEHOLDER = '__MALL_ENV__';
export const ENV_META_NAME = 'mall-env';

// Vite sets import.meta.env; optional so the module still loads under plain Node tooling.
const DEV_BUILD = import.meta.env?.DEV === true;

/**
 * Turns the meta tag's content into an environment.
 *
 * - A valid name (local, dev, sit, uat, pre, pro) is used as is (surrounding space and case ignored).
 * - The untouched placeholder means nobody injected an environment. In a development build that is
 *   the plain Vite dev server, so 'local'. In a production build it means the server forgot to
 *   inject it; 'local' there would skip login and consent, so we choose 'pro' instead.
 * - Anything else (missing tag, typo, garbage) → 'pro'. The strictest environment is the safe
 *   failure: it runs every consent and login check and the app-open redirect, whereas guessing a
 *   lax one could skip login in production.
 */
export function parseMallEnv(raw: string | null | undefined, devBuild: boolean = DEV_BUILD): MallEnv {
  const value = raw?.trim() ?? '';
  if (value === ENV_PLACEHOLDER) return devBuild ? 'local' : 'pro';
  const parsed = mallEnvSchema.safeParse(value.toLowerCase());
  return parsed.success ? parsed.data : 'pro';
}

/** Reads `<meta name="mall-env" content="...">` from the page. */
export function readMallEnv(doc: Document = document, devBuild: boolean = DEV_BUILD): MallEnv {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${ENV_META_NAME}"]`);
  return parseMallEnv(meta?.content, devBuild);
}
