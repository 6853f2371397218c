import {
  cloneElement,
  type FormEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
  useId,
  useState,
} from 'react';
import { useMessages } from '../i18n/messages';
import { consoleMessages } from './messages';
import { outcomeOf, type SaveResult, SaveResultLine } from './states';

/**
 * The console forms' one shape: a labelled field with its problem (or hint) under it, and a form that
 * names its problems only once the operator has tried to send, stays busy while the call runs, and shows the
 * server's answer — success text or the server's own refusal — under its button.
 */

/** A field's label, its input (marked invalid while it has a problem to show), and the problem or a hint. */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: ReactNode;
  /** Shown in the error colour in place of the hint; a falsy value shows nothing. */
  error?: string | false | null | undefined;
  hint?: string | undefined;
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean }>;
}) {
  const id = useId();
  return (
    <div className={error ? 'con-field con-field-bad' : 'con-field'}>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id, 'aria-invalid': Boolean(error) })}
      {error ? (
        <small className="con-error">{error}</small>
      ) : (
        hint && <small className="con-muted">{hint}</small>
      )}
    </div>
  );
}

/**
 * A form's state: whether the operator tried to send, whether the call runs, and how the last one went.
 * `problems` (optional) are the fields the body breaks (schemaProblems.ts): the form is then valid without
 * them, and `bad(field, words)` gives a field's words to show.
 */
/** How a refusal is worded: the server's message in the screen's own sentence. */
type Failed = (message: string) => string;

export function useConsoleForm(failed: Failed, problems?: ReadonlySet<string>) {
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SaveResult | null>(null);
  /** A field's problem to show: nothing before the first try, so an empty new form is not all red. */
  const problem = useCallback((message: string | null | false | undefined) => tried && message, [tried]);
  const bad = (field: string, words: string) => tried && problems?.has(field) === true && words;
  const valid = problems === undefined || problems.size === 0;
  /**
   * Sends when nothing is wrong: `run` calls the server and answers the text to show (or null to show
   * nothing, when the caller shows the outcome elsewhere); a refusal shows as `failed(the server's message)`.
   */
  const submit = async (valid: boolean, run: () => Promise<string | null>) => {
    setTried(true);
    setResult(null);
    if (!valid) return;
    setBusy(true);
    try {
      const text = await run();
      setTried(false);
      if (text !== null) setResult({ ok: true, text });
    } catch (e) {
      setResult(outcomeOf(e, failed));
    } finally {
      setBusy(false);
    }
  };
  return { tried, busy, result, problem, bad, valid, submit };
}
export type ConsoleFormState = ReturnType<typeof useConsoleForm>;

/** The form card: heading, fields, the submit button (busy while sending), extra buttons, the result line. */
export function ConsoleForm({
  heading,
  form,
  valid,
  run,
  submitLabel,
  cancel,
  children,
}: {
  heading: string;
  form: ConsoleFormState;
  /** Whether the fields are fit to send; default: the form's schema problems say so. */
  valid?: boolean;
  run: () => Promise<string | null>;
  submitLabel: string;
  /** A button beside the submit one that leaves the form (cancel editing). */
  cancel?: { label: string; onClick: () => void } | null | false | undefined;
  children: ReactNode;
}) {
  const shell = useMessages(consoleMessages);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit(valid ?? form.valid, run);
  };
  return (
    <form className="con-card" onSubmit={onSubmit} noValidate aria-label={heading}>
      <h2>{heading}</h2>
      {children}
      <button type="submit" className="con-btn con-btn-primary" disabled={form.busy}>
        {form.busy ? shell.sending : submitLabel}
      </button>
      {cancel && (
        <>
          {' '}
          <button type="button" className="con-btn" onClick={cancel.onClick}>
            {cancel.label}
          </button>
        </>
      )}
      <SaveResultLine result={form.result} />
    </form>
  );
}
