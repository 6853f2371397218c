import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ok } from '../../schemas/api/envelope';
import { productCardsRequestSchema } from '../../schemas/api/productCard';
import type { Lang } from '../../schemas/i18n/lang';
import type { FirstScreenOutput, RenderFirstScreen } from '../../schemas/ssr/first-screen';
import type { AppDeps } from '../config';
import { productRows } from '../services/catalogue';

/**
 * The first screen rendered by React on the server (ADR 0029). The server never imports src/:
 * it loads the Vite SSR build's artefact (`<distDir>-ssr/entry-server.js`, vite.config.ts
 * serverRenderBuild) once per process, as the server starts.
 * A render that throws or runs past its budget leaves the page to the browser's render, as before.
 */

export type FirstScreen = FirstScreenOutput;
type CarriedAnswer = FirstScreenOutput['answers'][number];

export interface FirstScreenRequest {
  /** The address asked for: /mbankmall/… with its query. */
  url: URL;
  lang: Lang;
  userAgent: string;
  /** The GET answers the page carries (route hints), as envelopes. */
  answers: readonly CarriedAnswer[];
}

export type FirstScreenRenderer = (request: FirstScreenRequest) => Promise<FirstScreen | null>;

/** Past this the shopper is better served by the page without its first screen (~50 ms). */
export const RENDER_BUDGET_MS = 50;
/** A cold render (the artefact's first import and its screen's module) is allowed longer, once. */
const COLD_BUDGET_MS = 2000;

const isFirstScreen = (value: unknown): value is FirstScreen => {
  const v = value as Partial<FirstScreen> | null;
  return typeof v?.html === 'string' && typeof v.mark === 'string' && Array.isArray(v.answers);
};

/** Where the render build is: SSR_DIR, else beside the served build (`dist` → `dist-ssr`). */
export const ssrDirOf = (config: { distDir: string; ssrDir?: string | undefined }): string =>
  config.ssrDir ?? `${config.distDir.replace(/[\\/]+$/, '')}-ssr`;

export function firstScreenRenderer(
  deps: AppDeps,
  ssrDir: string,
  log: (message: string, error: unknown) => void,
): FirstScreenRenderer {
  const file = join(ssrDir, 'entry-server.js');
  // Imported once per process, by its plain address: the build's screen chunks import the entry back, and
  // a second address (a cache-busting query) would load a second copy of the app beside the first. A
  // rebuilt artefact takes a restart, as `npm start` does. Missing, it is looked for again next time.
  let loaded: Promise<RenderFirstScreen | null> | null = null;
  let cold = true;
  const renderer = async (): Promise<{ render: RenderFirstScreen | null; cold: boolean }> => {
    if (!loaded) {
      loaded = stat(file).then(
        async () => {
          const mod = (await import(pathToFileURL(file).href)) as {
            renderFirstScreen?: unknown;
            warmUp?: unknown;
          };
          if (typeof mod.renderFirstScreen !== 'function') return null;
          // Every screen and block module in before the first render, so no render waits for code.
          if (typeof mod.warmUp === 'function') await (mod.warmUp as () => Promise<void>)();
          return mod.renderFirstScreen as RenderFirstScreen;
        },
        () => null,
      );
      loaded.catch((error: unknown) =>
        log('first screen: the server render build could not be loaded', error),
      );
    }
    const render = await loaded.catch(() => null);
    if (!render) loaded = null;
    const wasCold = cold;
    if (render) cold = false;
    return { render, cold: wasCold };
  };

  // Loaded as the server starts, not when the first shopper asks.
  void renderer();

  // The product rows of a booth layout, answered in-process as the cards call would answer them.
  const productCards = async (request: unknown): Promise<unknown> => {
    const parsed = productCardsRequestSchema.safeParse(request);
    if (!parsed.success) return null;
    return JSON.parse(JSON.stringify(ok(await productRows(deps, parsed.data.rows)))) as unknown;
  };

  return async ({ url, lang, userAgent, answers }) => {
    const { render, cold } = await renderer();
    if (!render) return null;
    const signal = AbortSignal.timeout(cold ? COLD_BUDGET_MS : (deps.config.ssrBudgetMs ?? RENDER_BUDGET_MS));
    try {
      const input = {
        url: `${url.pathname}${url.search}`,
        lang,
        userAgent,
        now: deps.config.clock(),
        answers,
      };
      const screen = await Promise.race([
        render({ ...input, productCards }, signal),
        new Promise<never>((_, reject) =>
          signal.addEventListener('abort', () => reject(new Error('first screen render timed out')), {
            once: true,
          }),
        ),
      ]);
      if (!isFirstScreen(screen)) throw new Error('first screen render answered in an unknown shape');
      return screen;
    } catch (error) {
      log(`first screen: served without it (${url.pathname})`, error);
      return null;
    }
  };
}
