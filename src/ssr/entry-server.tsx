import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { blockRegistry } from '../../blocks/registry';
import { boothPageAnswerSchema } from '../../schemas/api/booth';
import type { BlockType } from '../../schemas/booth/block-types';
import { matchLang } from '../../schemas/i18n/lang';
import type { CarriedAnswer, FirstScreenInput, FirstScreenOutput } from '../../schemas/ssr/first-screen';
import { BOOTH_PAGE, productCardsAnswerKey } from '../api/booth';
import { servedResult } from '../api/client';
import { providePageAnswers } from '../api/pageAnswers';
import { BASENAME, MallRoutes } from '../app/router';
import { routeTable } from '../app/routeTable';
import { preloadBlockTypes } from '../booth/blockComponents';
import { servedLayout } from '../booth/loadLayout';
import { productRequestFor } from '../booth/productRequest';
import { runtimeFlags, setServerUserAgent } from '../bridge/flags';
import { setLang } from '../i18n/lang';
import { markText } from '../lib/hydration';
import { isHeaderVisible } from '../lib/navigation';
import { syncServerClock } from '../lib/serverClock';

/**
 * The first screen as HTML (ADR 0029): the reference server loads this module's build
 * (`dist-ssr/entry-server.js`, never src/ itself) and calls `renderFirstScreen` for the routes shoppers
 * open first. It renders the same tree the browser hydrates, from the answers the page will carry.
 */

/** The routes whose first screen the server renders (server/services/first-route-hints.ts carries their reads). */
const FIRST_SCREEN_PATHS = new Set([
  '/index',
  '/dailyDeal',
  '/e-cny',
  '/product/detail/:spuNo/:skuNo',
  '/xhProduct/detail/:spuNo/:skuNo',
]);

/**
 * The product cards the carried booth layout needs, fetched once, as a carried answer. The layout is read
 * the way the browser will read it (servedResult: envelope, code, schema), from the answers provided.
 */
async function cardsAnswer(input: FirstScreenInput): Promise<CarriedAnswer | null> {
  const booth = input.answers.find((a) => a.url.startsWith(`${BOOTH_PAGE}?`));
  const served = booth ? servedResult(booth.url, boothPageAnswerSchema) : undefined;
  const loaded = served ? servedLayout(served) : undefined;
  const request = loaded ? productRequestFor(loaded.layout.blocks) : null;
  if (!request) return null;
  const answer = await input.productCards(request);
  return answer ? { url: productCardsAnswerKey(request), answer } : null;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

/** The render's globals (language, clock, user agent, answers) belong to one render at a time. */
let queue: Promise<unknown> = Promise.resolve();

async function renderNow(input: FirstScreenInput, signal: AbortSignal): Promise<FirstScreenOutput> {
  const lang = matchLang(input.lang) ?? input.lang;
  setLang(lang, undefined);
  setServerUserAgent(input.userAgent);
  const at = Date.now();
  syncServerClock(input.now, at, at);
  providePageAnswers(input.answers);
  try {
    const cards = await cardsAnswer(input);
    const answers = cards ? [...input.answers, cards] : [...input.answers];
    providePageAnswers(answers);
    const url = new URL(input.url, 'http://localhost');
    // A component that throws under a Suspense boundary does not fail the render: React leaves that
    // boundary to the browser, which then reports a recoverable error (#419) and renders it anew. Such a
    // render is a failed one: the server serves the page without it, and says which error it was.
    const errors: unknown[] = [];
    const { prelude } = await prerender(
      <StrictMode>
        <StaticRouter basename={BASENAME} location={`${url.pathname}${url.search}`}>
          <MallRoutes />
        </StaticRouter>
      </StrictMode>,
      // Every boundary inline, however large: an outlined one needs React's inline script to be shown,
      // which the page's CSP (no inline scripts) and a web view without JavaScript would both leave hidden.
      {
        signal,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          errors.push(error);
        },
      },
    );
    const html = await readAll(prelude);
    if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
    const header = isHeaderVisible(runtimeFlags(), url.search);
    return { html, answers, mark: markText({ lang, header }) };
  } finally {
    providePageAnswers(null);
  }
}

/**
 * Loads the code of every screen and block type a first screen may render, so no render waits for a
 * module (the server calls this once, before its first render, under a longer budget).
 */
export async function warmUp(): Promise<void> {
  await Promise.all([
    ...routeTable.filter((r) => FIRST_SCREEN_PATHS.has(r.path)).map((r) => r.screen()),
    preloadBlockTypes(Object.keys(blockRegistry) as BlockType[]),
  ]);
}

/** Renders one first screen; `signal` ends a render that runs past the server's budget. */
export function renderFirstScreen(input: FirstScreenInput, signal: AbortSignal): Promise<FirstScreenOutput> {
  const run = queue.then(() => renderNow(input, signal));
  queue = run.catch(() => undefined);
  return run;
}
