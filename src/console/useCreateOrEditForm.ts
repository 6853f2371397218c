import { useState } from 'react';
import type * as z from 'zod';
import { useConsoleForm } from './form';
import { fieldProblems } from './schemaProblems';

/** How a form's body is judged: the fields it breaks (paths, as schemaProblems.ts answers them). */
type Judge = (schema: z.core.$ZodType, body: unknown) => ReadonlySet<string>;

/**
 * Judged by the create schema (with the new row's key fields) or the edit schema (the body alone), the pair
 * the server checks the two writes with; `judge` is fieldProblems, or topFieldProblems for a list typed in
 * one box.
 */
interface SchemaPair<F> {
  create: z.core.$ZodType;
  edit: z.core.$ZodType;
  /** The key a new row is created under ({ activityNo }), read from the form. */
  key: (f: F) => object;
  judge?: Judge;
}

/** The two writes, each answering what to say once done ("created X" / "saved X"); an edit is of its row. */
interface CreateOrEdit<R, F, B> {
  create: (body: B, f: F) => Promise<string>;
  edit: (body: B, row: R) => Promise<string>;
}

/** The form's string fields: what `set(key)` may take an input's value into. */
type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F];

/**
 * The create-or-edit forms' one scaffold: the form's fields (the row's for an edit, empty for a new
 * one), the body they make, the fields it breaks by the create or the edit schema, `set(key)` for an input,
 * and `run`, which creates or saves and hands what to say to `onDone` (the list says it; the form closes).
 * The tabs' editors give their fields, their schemas or own check, and their two calls.
 */
export function useCreateOrEditForm<R, F extends object, B>(o: {
  /** The row being edited (the edit schema and call), or null for a new one. */
  editing: R | null;
  /** The fields at first; read once. */
  start: () => F;
  body: (f: F) => B;
  /** The schema pair, or a check of the tab's own (one schema for both, a key taken already…). */
  check: SchemaPair<F> | ((f: F, body: B) => ReadonlySet<string>);
  /** The two calls, or one when the same write creates and edits (a PUT by key). */
  save: CreateOrEdit<R, F, B> | ((body: B, f: F) => Promise<string>);
  onDone: (text: string) => void;
  /** How a refusal is worded: the server's message in the screen's own sentence. */
  failed: (message: string) => string;
}) {
  const [f, setF] = useState(o.start);
  const body = o.body(f);
  const problems =
    typeof o.check === 'function'
      ? o.check(f, body)
      : o.editing !== null
        ? (o.check.judge ?? fieldProblems)(o.check.edit, body)
        : (o.check.judge ?? fieldProblems)(o.check.create, { ...o.check.key(f), ...body });
  const form = useConsoleForm(o.failed, problems);
  const set = (key: TextKey<F>) => (e: { target: { value: string } }) =>
    setF((now) => ({ ...now, [key]: e.target.value }));
  const run = async () => {
    const { save, editing } = o;
    const text =
      typeof save === 'function'
        ? await save(body, f)
        : editing !== null
          ? await save.edit(body, editing)
          : await save.create(body, f);
    o.onDone(text);
    return null;
  };
  return { f, setF, set, body, form, run };
}
