import { useId } from 'react';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { BeijingDateTime } from '../BeijingDateTime';
import { realServerNow } from '../clock';
import type { RawBlock } from './diff';
import { blockPropsSchema, type JsonSchema } from './jsonSchema';
import { editorMessages } from './messages';
import { SchemaField } from './SchemaField';

interface Props {
  layoutSchema: JsonSchema;
  block: RawBlock | null;
  index: number;
  issues: ReadonlyMap<string, string>;
  onChange: (block: RawBlock) => void;
}

/** The selected block's properties, generated from its JSON Schema, and its schedule. */
export function PropertiesPanel({ layoutSchema, block, index, issues, onChange }: Props) {
  const t = useMessages(editorMessages);
  if (!block) {
    return (
      <section className="con-card">
        <h2>{t.properties}</h2>
        <p className="con-muted">{t.pickBlock}</p>
      </section>
    );
  }
  const props = blockPropsSchema(layoutSchema, block.type);
  const path = `blocks[${index}]`;
  return (
    <section className="con-card" aria-label={t.properties}>
      <h2>{t.properties}</h2>
      <p className="con-muted">
        {t.blockId}: {block.id}
      </p>
      {props && (
        <SchemaField
          schema={props}
          value={block.props}
          path={`${path}.props`}
          name="props"
          issues={issues}
          onChange={(next) => onChange({ ...block, props: next })}
        />
      )}
      <SchedulePicker block={block} path={path} issues={issues} onChange={onChange} />
    </section>
  );
}

type Schedule = { start?: number; end?: number };

function SchedulePicker({
  block,
  path,
  issues,
  onChange,
}: {
  block: RawBlock;
  path: string;
  issues: ReadonlyMap<string, string>;
  onChange: (block: RawBlock) => void;
}) {
  const t = useMessages(editorMessages);
  const startId = useId();
  const endId = useId();
  const schedule = (block.schedule ?? {}) as Schedule;
  const set = (key: 'start' | 'end', ms: number | undefined) => {
    const next: Schedule = { ...schedule };
    if (ms === undefined) delete next[key];
    else next[key] = ms;
    const copy: RawBlock = { ...block };
    if (next.start === undefined && next.end === undefined) delete copy.schedule;
    else copy.schedule = next;
    onChange(copy);
  };
  const error = issues.get(`${path}.schedule.end`) ?? issues.get(`${path}.schedule`);
  return (
    <fieldset className="con-group">
      <legend className="con-muted">{t.schedule}</legend>
      <p className="con-muted">{t.serverNow(formatDateTime(realServerNow()))}</p>
      <div className="con-row">
        <label className="con-field" htmlFor={startId}>
          <span>{t.scheduleStart}</span>
          <BeijingDateTime id={startId} value={schedule.start} onChange={(ms) => set('start', ms)} />
        </label>
        <label className="con-field" htmlFor={endId}>
          <span>{t.scheduleEnd}</span>
          <BeijingDateTime id={endId} value={schedule.end} onChange={(ms) => set('end', ms)} />
        </label>
      </div>
      {error && (
        <span className="con-error" role="alert">
          {t.fieldError(t.schedule, error)}
        </span>
      )}
    </fieldset>
  );
}
