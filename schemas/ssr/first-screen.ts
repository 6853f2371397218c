import type { Lang } from '../i18n/lang';

/**
 * The contract between the reference server and the first screen's render build (ADR 0029): what
 * `renderFirstScreen` in src/ssr/entry-server.tsx takes and gives. Types only; the server loads the build's
 * artefact at run time and never imports src/.
 */

/** The root's attribute holding what the render assumed (its mark); the browser hydrates only when it agrees. */
export const SSR_MARK_ATTRIBUTE = 'data-ssr';

/** An answer the page carries: the read's key (src/api/client.ts pageAnswerKey) and its whole envelope. */
export interface CarriedAnswer {
  url: string;
  answer: unknown;
}

export interface FirstScreenInput {
  /** The address as the shopper asked for it: /mbankmall/… with its query. */
  url: string;
  lang: Lang;
  userAgent: string;
  /** The server's clock: schedules on the first screen are judged at this instant. */
  now: number;
  /** The answers the page carries (the booth layout's), as the server would send them now. */
  answers: readonly CarriedAnswer[];
  /** The product cards call (POST get-mbank-product-info-v1) answered in-process: its envelope, or null. */
  productCards: (request: unknown) => Promise<unknown>;
}

export interface FirstScreenOutput {
  html: string;
  /** The answers the render used: the page must carry all of them for hydration to match. */
  answers: CarriedAnswer[];
  /** What the render assumed (language, header), for the browser to hydrate only when it agrees. */
  mark: string;
}

export type RenderFirstScreen = (input: FirstScreenInput, signal: AbortSignal) => Promise<FirstScreenOutput>;
