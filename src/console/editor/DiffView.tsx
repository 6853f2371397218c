import { type KeyboardEvent, useEffect, useMemo, useRef } from 'react';
import { useMessages } from '../../i18n/messages';
import type { LayoutDiff } from './diff';
import { editorMessages } from './messages';
import { type DiffMark, PhonePreview } from './PhonePreview';

/** One side of the comparison: a version, the editor's layout, an operator's copy. */
export interface DiffSide {
  label: string;
  layout: unknown;
}

interface Props {
  title: string;
  from: DiffSide;
  to: DiffSide;
  diff: LayoutDiff;
  onClose: () => void;
  /** Shown before a write (publish, rollback): the dialog's main button does it. */
  confirm?: { label: string; onConfirm: () => void };
}

/**
 * Two versions side by side, each in a phone frame drawn by the mall's renderer: removed and changed
 * blocks outlined in the older, added and changed ones in the newer, with the list of changes beneath.
 * A dialog over the console (two 375 px phones do not fit the editor's column).
 */
export function DiffView({ title, from, to, diff, onClose, confirm }: Props) {
  const t = useMessages(editorMessages);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  const { fromMarks, toMarks } = useMemo(() => {
    const fromMarks = new Map<string, DiffMark>();
    const toMarks = new Map<string, DiffMark>();
    for (const b of diff.removed) fromMarks.set(b.id, 'removed');
    for (const b of diff.added) toMarks.set(b.id, 'added');
    for (const c of diff.changed) {
      fromMarks.set(c.id, 'changed');
      toMarks.set(c.id, 'changed');
    }
    return { fromMarks, toMarks };
  }, [diff]);
  const empty =
    diff.added.length + diff.removed.length + diff.changed.length + diff.moved.length + diff.page.length ===
    0;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') onClose();
  };
  return (
    <div className="con-diff-view" role="dialog" aria-modal="true" aria-label={title} onKeyDown={onKeyDown}>
      <div className="con-row">
        <h2>{title}</h2>
        {confirm && (
          <button type="button" className="con-btn con-btn-primary" onClick={confirm.onConfirm}>
            {confirm.label}
          </button>
        )}
        <button ref={closeRef} type="button" className="con-btn" onClick={onClose}>
          {confirm ? t.cancel : t.diffClose}
        </button>
      </div>
      <p className="con-row con-muted">
        <span className="con-diff-key con-diff-key-added">{t.diffKeyAdded}</span>
        <span className="con-diff-key con-diff-key-removed">{t.diffKeyRemoved}</span>
        <span className="con-diff-key con-diff-key-changed">{t.diffKeyChanged}</span>
      </p>
      <div className="con-diff-frames">
        <figure>
          <figcaption>{from.label}</figcaption>
          <PhonePreview layout={from.layout} marks={fromMarks} testId="diff-from" />
        </figure>
        <figure>
          <figcaption>{to.label}</figcaption>
          <PhonePreview layout={to.layout} marks={toMarks} testId="diff-to" />
        </figure>
        <ul data-testid="version-diff">
          {empty && <li>{t.diffNone}</li>}
          {diff.page.length > 0 && <li>{t.diffPage(diff.page.join(', '))}</li>}
          {diff.added.map((b) => (
            <li key={`a-${b.id}`} className="con-diff-added">
              {t.diffAdded(b.id, b.type)}
            </li>
          ))}
          {diff.removed.map((b) => (
            <li key={`r-${b.id}`} className="con-diff-removed">
              {t.diffRemoved(b.id, b.type)}
            </li>
          ))}
          {diff.changed.map((c) => (
            <li key={`c-${c.id}`} className="con-diff-changed">
              {t.diffChanged(c.id, c.fields.join(', '))}
            </li>
          ))}
          {diff.moved.length > 0 && <li>{t.diffMoved(diff.moved.join(', '))}</li>}
        </ul>
      </div>
    </div>
  );
}
