import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useMessages } from '../i18n/messages';
import { consoleMessages } from './messages';
import { PendingApproval } from './pendingApproval';

/**
 * The console screens' one way to read, show a failed read with a way out, show a list as a table, and
 * say how a save went (the list pages, the information-page switch and the page editor all share it).
 */

/** A screen's first read: what came back, the last failure, and a way to read again. `read` must be stable. */
export function useConsoleLoad<T>(read: () => Promise<T>) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    setError(null);
    read().then(setData, (e: Error) => setError(e.message));
  }, [read]);
  useEffect(load, [load]);
  return { data, setData, error, setError, load };
}

/** The read failed: the reason and, where the screen can read again, a retry button. */
export function LoadFailed({ error, onRetry }: { error: string; onRetry?: () => void }) {
  const shell = useMessages(consoleMessages);
  if (!onRetry) return <p className="con-error">{shell.loadFailed(error)}</p>;
  return (
    <div className="con-card">
      <p className="con-error">{shell.loadFailed(error)}</p>
      <button type="button" className="con-btn" onClick={onRetry}>
        {shell.retry}
      </button>
    </div>
  );
}

export function Loading() {
  const shell = useMessages(consoleMessages);
  return <p>{shell.loading}</p>;
}

/** A list as the console's table (last column for the row's buttons), or the empty line when there is none. */
export function ConsoleTable<T>({
  columns,
  rows,
  empty,
  row,
}: {
  columns: readonly string[];
  rows: readonly T[];
  empty: string;
  row: (item: T) => ReactNode;
}) {
  if (rows.length === 0) return <p className="con-muted">{empty}</p>;
  return (
    <table className="con-table">
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c}>{c}</th>
          ))}
          <th />
        </tr>
      </thead>
      <tbody>{rows.map(row)}</tbody>
    </table>
  );
}

/** How the last save went: shown under a form. */
export type SaveResult = { ok: boolean; text: string };

/**
 * A list screen's editor beside its list: the row being edited (null: the create form) and how the last save
 * went. Said on the screen, not in the form: a saved edit closes the form (a new one opens in its place),
 * says its result and reads the list again (`reload`).
 */
export function useListEditor<T>(reload: () => void) {
  const [editing, setEditing] = useState<T | null>(null);
  const [done, setDone] = useState<SaveResult | null>(null);
  const saved = (text: string) => {
    setEditing(null);
    setDone({ ok: true, text });
    reload();
  };
  return { editing, setEditing, done, setDone, saved, cancel: () => setEditing(null) };
}

export function SaveResultLine({ result }: { result: SaveResult | null }) {
  return result && <p className={result.ok ? 'con-ok' : 'con-error'}>{result.text}</p>;
}

/** A caught failure as text (for the save result and the list's error line). */
export const failureText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** What a write that threw tells the operator: held for approval (not a failure), or the server's refusal. */
export const outcomeOf = (e: unknown, failed: (message: string) => string): SaveResult =>
  e instanceof PendingApproval ? { ok: true, text: e.message } : { ok: false, text: failed(failureText(e)) };

/** Where a row's move is said: the result line under the list, the list's error line, and the list read again. */
export interface MoveTarget {
  setDone: (result: SaveResult | null) => void;
  setError: (text: string | null) => void;
  reload: () => void;
}

/**
 * The console's one row move (pause, end, withdraw, open or close, draw…): asked first in the screen's words
 * (`ask`), then written; `write` answers what to say when it went through. Held for approval is said where
 * results are said (not a failure); a refusal is the list's error; the list is read again after a move.
 */
export async function moveRow(
  target: MoveTarget,
  move: { ask: string; write: () => Promise<string>; failed: (message: string) => string },
): Promise<void> {
  if (!window.confirm(move.ask)) return;
  target.setDone(null);
  target.setError(null);
  try {
    target.setDone({ ok: true, text: await move.write() });
    target.reload();
  } catch (e) {
    const outcome = outcomeOf(e, move.failed);
    if (outcome.ok) target.setDone(outcome);
    else target.setError(outcome.text);
  }
}

/**
 * A button in a list's row: its accessible name says which row ("Edit home-notice"), since every row has
 * one with the same visible word.
 */
export function RowButton({
  label,
  row,
  onClick,
  primary = false,
}: {
  label: string;
  row: string;
  onClick: () => void;
  primary?: boolean;
}) {
  return (
    <button
      type="button"
      className={primary ? 'con-btn con-btn-primary' : 'con-btn'}
      aria-label={`${label} ${row}`}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
