import { isBlockType } from '../../../schemas/booth/block-types';
import { useMessages } from '../../i18n/messages';
import type { RawBlock } from './diff';
import { experimentMessages } from './experimentMessages';
import { blockPropsSchema, type JsonSchema } from './jsonSchema';
import { blockTypeMessages } from './messages';
import { SchemaField } from './SchemaField';

/** No issues to show inside the variant form: the server checks the whole layout when the experiment starts. */
const NO_ISSUES: ReadonlyMap<string, string> = new Map();

/**
 * A one-block variant (ADR 0071): the operator picks a block of the live page and edits the
 * copy's properties with the same form the editor uses; shoppers in this variant get the live page with that
 * block replaced.
 */
export function BlockVariantFields({
  layoutSchema,
  liveBlocks,
  block,
  onChange,
}: {
  layoutSchema: JsonSchema;
  liveBlocks: readonly RawBlock[];
  block: RawBlock | null;
  onChange: (block: RawBlock | null) => void;
}) {
  const t = useMessages(experimentMessages);
  const names = useMessages(blockTypeMessages);
  const props = block ? blockPropsSchema(layoutSchema, block.type) : null;
  return (
    <>
      <label className="con-field">
        <span>{t.block}</span>
        <select
          value={block?.id ?? ''}
          onChange={(e) => {
            const picked = liveBlocks.find((b) => b.id === e.target.value);
            // A deep copy: editing the variant never touches the page's own block.
            onChange(picked ? (structuredClone(picked) as RawBlock) : null);
          }}
        >
          <option value="">{t.pickBlock}</option>
          {liveBlocks.map((b) => (
            <option key={b.id} value={b.id}>
              {`${isBlockType(b.type) ? names[b.type] : b.type} · ${b.id}`}
            </option>
          ))}
        </select>
      </label>
      {block && props && (
        <div className="con-group" data-testid="variant-block-props">
          <SchemaField
            schema={props}
            value={block.props}
            path="block.props"
            name="props"
            issues={NO_ISSUES}
            onChange={(next) => onChange({ ...block, props: next })}
          />
        </div>
      )}
    </>
  );
}
