import { type ReactNode, useState } from 'react';
import { useMessages } from '../../i18n/messages';
import { ConsoleTable } from '../states';
import { campaignMessages } from './campaignMessages';

/**
 * The campaign lists' filter: a word matched in the item's number or name, and its phase. Phases are the
 * list's own (a coupon is upcoming/live/ended, a lottery upcoming/open/closed/drawn), named by the caller.
 */
function useListFilter<T extends { phase: string }>(
  rows: readonly T[],
  wordsOf: (row: T) => string,
  phases: readonly { value: string; label: string }[],
): { shown: readonly T[]; bar: ReactNode } {
  const c = useMessages(campaignMessages);
  const [word, setWord] = useState('');
  const [phase, setPhase] = useState('');
  const needle = word.trim().toLowerCase();
  const shown = rows.filter(
    (r) =>
      (phase === '' || r.phase === phase) && (needle === '' || wordsOf(r).toLowerCase().includes(needle)),
  );
  const bar = (
    <search className="con-row">
      <input
        type="search"
        aria-label={c.filter}
        placeholder={c.filterHint}
        value={word}
        onChange={(e) => setWord(e.target.value)}
      />
      <select aria-label={c.phase} value={phase} onChange={(e) => setPhase(e.target.value)}>
        <option value="">{c.phaseAll}</option>
        {phases.map((p) => (
          <option key={p.value} value={p.value}>
            {p.label}
          </option>
        ))}
      </select>
    </search>
  );
  return { shown, bar };
}

/**
 * A campaign's list card: heading, the read-only note for roles that may not write, the filter, and the
 * table (its empty line says whether there is nothing at all or nothing matching).
 */
export function CampaignList<T extends { phase: string }>({
  heading,
  canWrite,
  rows,
  wordsOf,
  phases,
  columns,
  empty,
  row,
}: {
  heading: string;
  canWrite: boolean;
  rows: readonly T[];
  wordsOf: (row: T) => string;
  phases: readonly { value: string; label: string }[];
  columns: readonly string[];
  empty: string;
  row: (item: T) => ReactNode;
}) {
  const c = useMessages(campaignMessages);
  const { shown, bar } = useListFilter(rows, wordsOf, phases);
  return (
    <section className="con-card">
      <h2>{heading}</h2>
      {!canWrite && <p className="con-muted">{c.readOnly}</p>}
      {bar}
      <ConsoleTable
        columns={[...columns, c.phase]}
        rows={shown}
        empty={rows.length === 0 ? empty : c.noMatch}
        row={row}
      />
    </section>
  );
}
