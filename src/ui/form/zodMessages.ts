import { z } from '../../../schemas/zod';
import { messagesOf } from '../../i18n/messages';
import { uiMessages } from '../messages';

/** How a form names one field in its error messages, in the visit's language. */
export interface FieldWords {
  /** The field as a sentence names it: '收货人姓名' / "the recipient's name". */
  name: string;
  /** Chosen rather than typed (pickers, radio groups): '请选择…' instead of '请填写…'. */
  choose?: boolean;
  /** The whole message when the value has the wrong shape ('请填写11位手机号码'). */
  format?: string;
}

export type FormWords<K extends string> = Record<K, FieldWords>;
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Matches the schemas' "no control characters" rule (schemas/api/primitives.ts), told apart by its pattern. */
const CONTROL_CHARACTERS = /\\p\{Cc\}/;

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * One zod issue in the shopper's words, naming the field. The schemas are shared with the server and carry
 * English developer text ("name must have at least 1 characters"); those texts are set on the schema, which
 * in zod 4 outranks any per-parse error map, so the mapping reads the issue's code and bounds instead and
 * never shows `issue.message`.
 */
export function issueMessage(issue: z.core.$ZodIssue, field: FieldWords, value: unknown): string {
  const t = messagesOf(uiMessages);
  const missing = field.choose ? t.choose(field.name) : t.required(field.name);
  if (isBlank(value)) return missing;
  switch (issue.code) {
    case 'invalid_type':
      return missing;
    case 'too_small':
      return issue.origin === 'string'
        ? t.tooShort(field.name, Number(issue.minimum))
        : t.checkField(field.name);
    case 'too_big':
      return issue.origin === 'string'
        ? t.tooLong(field.name, Number(issue.maximum))
        : t.checkField(field.name);
    case 'invalid_format':
      if (issue.format === 'regex' && CONTROL_CHARACTERS.test(issue.pattern ?? ''))
        return t.badCharacters(field.name);
      return field.format ?? t.badFormat(field.name);
    default:
      return field.format ?? t.checkField(field.name);
  }
}

export type Checked<T, K extends string> = { ok: true; data: T } | { ok: false; errors: FieldErrors<K> };

/**
 * Checks a form's values with the same zod schema the server uses and answers either the parsed data or
 * one friendly message per field (the first problem of each). Issues on a path the form has no words for
 * fall back to the first field's words, so a message is always shown, never zod's text.
 */
export function checkForm<S extends z.core.$ZodType, K extends string>(
  schema: S,
  values: Partial<Record<NoInfer<K>, unknown>>,
  words: FormWords<K>,
): Checked<z.output<S>, K> {
  const parsed = z.safeParse(schema, values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const keys = Object.keys(words) as K[];
  const errors: FieldErrors<K> = {};
  for (const issue of parsed.error.issues) {
    const head = String(issue.path[0] ?? '');
    const key = (keys.includes(head as K) ? head : keys[0]) as K | undefined;
    if (key === undefined || errors[key] !== undefined) continue;
    errors[key] = issueMessage(issue, words[key], (values as Record<string, unknown>)[key]);
  }
  return { ok: false, errors };
}
