import type { Context } from 'hono';
import * as z from 'zod';
import { serverMessages } from '../i18n/messages';
import { currentTexts } from '../i18n/request-lang';
import { isJson, unsupportedMediaType } from './content-type';
import { badRequest } from './errors';

export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * Turns zod issues into short 'field: message' lines; the first names the field in resMsg, worded in the
 * request's language (server/i18n).
 */
export function describeIssues(error: z.ZodError, root: string): { message: string; issues: FieldIssue[] } {
  const t = currentTexts(serverMessages);
  const issues = error.issues.slice(0, 10).map((i) => ({
    path: i.path.length > 0 ? i.path.map(String).join('.') : root,
    // zod says 'expected string, received undefined' for a missing field; 'required' reads better.
    message: i.code === 'invalid_type' && i.message.endsWith('received undefined') ? t.required : i.message,
  }));
  const first = issues[0];
  const where = root === 'body' ? t.body : root === 'query' ? t.query : root;
  const message = first ? t.invalidField(where, first.path, first.message) : t.invalidInput(where);
  return { message, issues };
}

function validate<S extends z.core.$ZodType>(schema: S, value: unknown, root: string): z.output<S> {
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) {
    const { message, issues } = describeIssues(parsed.error, root);
    throw badRequest(message, { issues });
  }
  return parsed.data;
}

/**
 * Reads the JSON body and validates it. Bad JSON and schema failures become HTTP 400 envelopes that
 * name the field. An empty body counts as {} so a missing field is reported by name, not as 'bad JSON'.
 * A body that is not declared application/json answers 415 (see content-type.ts for why), wherever the
 * route is mounted.
 */
export async function parseBody<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  let value: unknown = {};
  if (text.trim() !== '') {
    if (!isJson(c.req.header('content-type'))) throw unsupportedMediaType();
    try {
      value = JSON.parse(text);
    } catch {
      throw badRequest(currentTexts(serverMessages).invalidJson);
    }
  }
  return validate(schema, value, 'body');
}

/** Validates the query string (single values). Unknown parameters such as the GET timestamp are ignored. */
export function parseQuery<S extends z.core.$ZodType>(c: Context, schema: S): z.output<S> {
  return validate(schema, c.req.query(), 'query');
}
