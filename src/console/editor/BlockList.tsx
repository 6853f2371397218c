import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, type ReactNode, useCallback, useMemo, useRef } from 'react';
import { isBlockType } from '../../../schemas/booth/block-types';
import { useMessages } from '../../i18n/messages';
import type { RawBlock } from './diff';
import { blockTypeMessages, editorMessages } from './messages';

interface Props {
  blocks: readonly RawBlock[];
  selectedId: string | null;
  /** Block ids with a validation issue. */
  badIds: ReadonlySet<string>;
  onSelect: (id: string) => void;
  onReorder: (blocks: RawBlock[]) => void;
  onRemove: (id: string) => void;
  /** Exposures and clicks per block id for the chosen period (absent: none recorded). */
  figures: ReadonlyMap<string, { exposures: number; clicks: number }>;
  /** The period chooser and refresh, shown above the list. */
  figuresBar: ReactNode;
}

/**
 * The page's blocks in order. Drag by the handle with a pointer, or focus the handle and use Space and
 * the arrow keys (dnd-kit's keyboard sensor), to reorder.
 */
export function BlockList({
  blocks,
  selectedId,
  badIds,
  onSelect,
  onReorder,
  onRemove,
  figures,
  figuresBar,
}: Props) {
  const t = useMessages(editorMessages);
  // Stable handlers for the memoised rows: an edit re-renders only the rows whose block changed.
  const latest = useRef({ onSelect, onRemove });
  latest.current = { onSelect, onRemove };
  const select = useCallback((id: string) => latest.current.onSelect(id), []);
  const remove = useCallback((id: string) => latest.current.onRemove(id), []);
  // The same ids array while the order is unchanged: a new one re-renders all 200 sortable rows.
  const idKey = blocks.map((b) => b.id).join('\n');
  const ids = useMemo(() => idKey.split('\n').filter(Boolean), [idKey]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // dnd-kit's own screen-reader words are English only: the console speaks the operator's language.
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.dragPicked(String(active.id)),
    onDragOver: ({ active, over }) =>
      over ? t.dragOver(String(active.id), String(over.id)) : t.dragNowhere(String(active.id)),
    onDragEnd: ({ active, over }) =>
      over ? t.dragDropped(String(active.id), String(over.id)) : t.dragNowhere(String(active.id)),
    onDragCancel: ({ active }) => t.dragCancelled(String(active.id)),
  };
  const onDragEnd = (e: DragEndEvent) => {
    if (!e.over || e.active.id === e.over.id) return;
    const from = blocks.findIndex((b) => b.id === e.active.id);
    const to = blocks.findIndex((b) => b.id === e.over?.id);
    if (from >= 0 && to >= 0) onReorder(arrayMove([...blocks], from, to));
  };
  return (
    <section className="con-card">
      <h2>{t.blocks(blocks.length)}</h2>
      {figuresBar}
      {blocks.length === 0 && <p className="con-muted">{t.noBlocks}</p>}
      <div className="con-list">
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t.dragInstructions } }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            {blocks.map((b) => (
              <SortableBlock
                key={b.id}
                block={b}
                selected={b.id === selectedId}
                bad={badIds.has(b.id)}
                exposures={figures.get(b.id)?.exposures ?? 0}
                clicks={figures.get(b.id)?.clicks ?? 0}
                onSelect={select}
                onRemove={remove}
              />
            ))}
          </SortableContext>
        </DndContext>
      </div>
    </section>
  );
}

const SortableBlock = memo(function SortableBlock({
  block,
  selected,
  bad,
  exposures,
  clicks,
  onSelect,
  onRemove,
}: {
  block: RawBlock;
  selected: boolean;
  bad: boolean;
  exposures: number;
  clicks: number;
  onSelect: (id: string) => void;
  onRemove: (id: string) => void;
}) {
  const t = useMessages(editorMessages);
  const names = useMessages(blockTypeMessages);
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: block.id });
  const typeName = isBlockType(block.type) ? names[block.type] : block.type;
  const label = `${typeName} · ${block.id}`;
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`con-block${selected ? ' con-block-selected' : ''}${bad ? ' con-block-bad' : ''}`}
      data-block-row={block.id}
    >
      <button
        type="button"
        className="con-handle"
        aria-label={t.dragHandle(label)}
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      <button
        type="button"
        className="con-block-name"
        aria-pressed={selected}
        onClick={() => onSelect(block.id)}
      >
        {label}
      </button>
      <span className="con-muted" data-testid={`figures-${block.id}`}>
        {t.figures(exposures, clicks, exposures > 0 ? `${((clicks / exposures) * 100).toFixed(1)}%` : '–')}
      </span>
      <button
        type="button"
        className="con-btn"
        aria-label={t.removeBlock(block.id)}
        onClick={() => onRemove(block.id)}
      >
        {t.remove}
      </button>
    </div>
  );
});
