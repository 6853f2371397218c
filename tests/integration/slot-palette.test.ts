import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, type BlockType } from '../../schemas/booth/block-types';
import { blockTypesFor, SLOT_BLOCK_TYPES, SLOT_CODES } from '../../schemas/booth/slots';
import { CURRENT_SCHEMA_VERSION } from '../../schemas/booth/version';
import { checkLayout } from '../../server/booth/layout';
import { BLOCK_TEMPLATES } from '../../src/console/editor/blockTemplates';
import { issueMessages } from '../../src/console/editor/issueMessages';
import { inOperatorWords } from '../../src/console/editor/issueWords';
import { layoutIssues } from '../../src/console/editor/layoutIssues';

/** A slot page holding one block of this type, as the console's palette adds it. */
const pageWith = (pageCode: number, type: BlockType) => ({
  schemaVersion: CURRENT_SCHEMA_VERSION,
  pageId: `slot-${pageCode}`,
  pageCode,
  title: 'slot',
  version: 1,
  blocks: [{ id: `${type}-1`, type, props: BLOCK_TEMPLATES[type] }],
});

/** The palette, the console's check and the server offer and refuse the same types per slot. */
describe('slot palette and the server allowlist', () => {
  it.each(SLOT_CODES)('slot %i: the palette offers exactly the types the server accepts', (code) => {
    const palette = blockTypesFor(code);
    expect(palette).toEqual(SLOT_BLOCK_TYPES[code]);
    for (const type of BLOCK_TYPES) {
      const layout = pageWith(code, type);
      const server = checkLayout(layout, { ref: { kind: 'code', pageCode: code } });
      const console = layoutIssues(layout);
      expect(server.ok, `${type} in slot ${code} (server)`).toBe(palette.includes(type));
      expect(console.size === 0, `${type} in slot ${code} (console)`).toBe(palette.includes(type));
    }
  });

  it('a page that is not a slot offers every type', () => {
    expect(blockTypesFor(10)).toEqual(BLOCK_TYPES);
    expect(blockTypesFor(null)).toEqual(BLOCK_TYPES);
  });

  it("says a misplaced block does not fit in the operator's language, next to its type", () => {
    const layout = pageWith(46, 'productRows');
    const worded = inOperatorWords(layout, layoutIssues(layout), issueMessages['zh-CN']);
    expect(worded.get('blocks[0].type')).toBe(issueMessages['zh-CN'].slot);
  });
});
