/**
 * Answers the server sent inside the page itself: for the routes shoppers open first, the
 * server writes the first GET's answer (the home page's booth layout) into index.html as a JSON data
 * block, so the screen does not wait a round trip after the entry script. The one HTTP client
 * (client.ts) takes such an answer instead of fetching, once, and treats it as any response: envelope,
 * error codes and schema all apply. Only the page's first seconds use them; later reads go to the server.
 */
const ELEMENT_ID = 'mall-page-answers';
/** After this long since navigation an answer written into the page is too old to stand for a fresh read. */
const FRESH_MS = 10_000;

export interface PageAnswer {
  /** The envelope's JSON, exactly as the API would have sent it. */
  body: string;
  /** Local times the page's own request went out and its first byte came back (the server's stamp lies between). */
  startedAt: number;
  answeredAt: number;
}

let answers: Map<string, unknown> | null = null;
/** Set while the server renders a first screen (src/ssr/entry-server.tsx): its answers, always fresh. */
let onServer = false;

/**
 * The server's render of the first screen reads the answers the page will carry, from here instead of
 * the document; null ends that render's answers.
 */
export function providePageAnswers(list: readonly { url: string; answer: unknown }[] | null): void {
  onServer = list !== null;
  answers = list === null ? null : new Map(list.map((item) => [item.url, item.answer]));
}

function read(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID);
  if (!element?.textContent) return answers;
  try {
    const list: unknown = JSON.parse(element.textContent);
    if (Array.isArray(list))
      for (const item of list as { url?: unknown; answer?: unknown }[])
        if (typeof item?.url === 'string') answers.set(item.url, item.answer);
  } catch {
    // A page whose block cannot be read simply has none: every read goes to the server.
  }
  element.remove();
  return answers;
}

/** The page's own request, as navigation timing saw it, in the clock Date.now() reads. */
function pageRequestTimes(): { startedAt: number; answeredAt: number } {
  const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const origin = performance.timeOrigin;
  return nav
    ? { startedAt: origin + nav.requestStart, answeredAt: origin + nav.responseStart }
    : { startedAt: origin, answeredAt: origin };
}

const fresh = (): boolean => onServer || (typeof performance !== 'undefined' && performance.now() < FRESH_MS);

/** Whether the page carries an answer for this read (path and query, without the t= stamp), and when it was made. */
export function peekPageAnswer(key: string): Omit<PageAnswer, 'body'> | null {
  return fresh() && read().has(key) ? pageRequestTimes() : null;
}

/**
 * The envelope the page carries for this read, left in place, however old: the first screen's render (on
 * the server, then its hydration in the browser) must show what the HTML was made from, not a newer read.
 */
export function pageAnswerEnvelope(key: string): unknown {
  return read().get(key);
}

/** The page's answer for this read, handed out once. */
export function takePageAnswer(key: string): PageAnswer | null {
  const all = read();
  if (!fresh()) {
    all.clear();
    return null;
  }
  if (!all.has(key)) return null;
  const answer = all.get(key);
  all.delete(key);
  return { body: JSON.stringify(answer), ...pageRequestTimes() };
}

/** For tests: read the page again. */
export function resetPageAnswers(): void {
  answers = null;
}
