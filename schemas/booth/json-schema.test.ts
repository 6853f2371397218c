import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES } from './block-types';
import { layoutJsonSchema } from './json-schema';

describe('layoutJsonSchema', () => {
  it('describes the page fields and every block type', () => {
    const schema = layoutJsonSchema();
    expect(schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['schemaVersion', 'blocks']),
    });
    const text = JSON.stringify(schema);
    for (const type of BLOCK_TYPES) expect(text).toContain(`"const":"${type}"`);
    expect(text).toContain('"linkType"');
  });
});
