import type { ComponentType, ReactNode } from 'react';
import {
  type ListingAction,
  type ListingPhase,
  listingPhaseSchema,
} from '../../../schemas/api/listing-operator';
import { useMessages } from '../../i18n/messages';
import {
  LoadFailed,
  Loading,
  moveRow,
  RowButton,
  SaveResultLine,
  useConsoleLoad,
  useListEditor,
} from '../states';
import { campaignMessages } from './campaignMessages';
import { CampaignList } from './ListFilter';
import { listingMessages } from './listingMessages';

/** A row of a listing: its phase and the moves the phase allows, as the server says. */
export interface ListingRow {
  phase: ListingPhase;
  actions: ListingAction[];
}

export type ListingMove = Exclude<ListingAction, 'edit'>;

/** What a listing's editor is told: the row being edited (null: a new one), and how to close. */
export interface ListingEditorProps<T> {
  editing: T | null;
  /** The keys listed now: a new row's key must not be one of them. */
  taken: ReadonlySet<string>;
  onDone: (text: string) => void;
  onCancel: () => void;
}

/**
 * The listing tabs' one screen (ADR 0066): the list with its word and phase filter, the
 * buttons of the moves each row's phase allows (withdraw at once or held for approval, as the server
 * answers), and the create/edit form below. Each tab gives its columns, its cells and its editor.
 */
export function ListingPage<T extends ListingRow>({
  canWrite,
  heading,
  empty,
  read,
  keyOf,
  wordsOf,
  columns,
  cells,
  move,
  Editor,
}: {
  canWrite: boolean;
  heading: string;
  empty: string;
  /** Stable (module-level): the list is read again after each write. */
  read: () => Promise<T[]>;
  keyOf: (row: T) => string;
  wordsOf: (row: T) => string;
  columns: readonly string[];
  cells: (row: T) => ReactNode;
  move: (row: T, action: ListingMove) => Promise<unknown>;
  Editor: ComponentType<ListingEditorProps<T>>;
}) {
  const t = useMessages(listingMessages);
  const c = useMessages(campaignMessages);
  const { data: rows, error, setError, load } = useConsoleLoad(read);
  const { editing, setEditing, done, setDone, saved, cancel } = useListEditor<T>(load);

  const run = (row: T, action: ListingMove) => {
    const word = t[`action.${action}`];
    return moveRow(
      { setDone, setError, reload: load },
      {
        ask: t.confirm(word, keyOf(row)),
        write: () => move(row, action).then(() => t.moved(word, keyOf(row))),
        failed: c.failed,
      },
    );
  };

  if (error && !rows) return <LoadFailed error={error} onRetry={load} />;
  if (!rows) return <Loading />;
  return (
    <>
      {error && <p className="con-error">{error}</p>}
      <CampaignList
        heading={heading}
        canWrite={canWrite}
        rows={rows}
        wordsOf={wordsOf}
        phases={listingPhaseSchema.options.map((p) => ({ value: p, label: t[`phase.${p}`] }))}
        columns={columns}
        empty={empty}
        row={(row) => (
          <tr key={keyOf(row)}>
            {cells(row)}
            <td>{t[`phase.${row.phase}`]}</td>
            <td>
              {canWrite &&
                row.actions.map((action) => (
                  <span key={action}>
                    <RowButton
                      label={t[`action.${action}`]}
                      row={keyOf(row)}
                      onClick={() => (action === 'edit' ? setEditing(row) : void run(row, action))}
                    />{' '}
                  </span>
                ))}
            </td>
          </tr>
        )}
      />
      <SaveResultLine result={done} />
      {canWrite && (
        <Editor
          key={editing ? keyOf(editing) : 'new'}
          editing={editing}
          taken={new Set(rows.map(keyOf))}
          onDone={saved}
          onCancel={cancel}
        />
      )}
    </>
  );
}
