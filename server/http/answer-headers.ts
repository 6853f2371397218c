import type { Context } from 'hono';

/**
 * Sets a header on the answer a handler already made, in place. Hono's c.header() after the handler
 * rebuilds the response around its body stream; on @hono/node-server that turns the light response
 * into a full one, which is then written by reading the stream back (about a fifth of a booth page
 * read's time before). A response whose headers are immutable (one fetch() answered) still
 * goes through c.header().
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}
