import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES } from '../../../schemas/booth/block-types';
import { blockSchema } from '../../../schemas/booth/blocks/index';
import { layoutJsonSchema } from '../../../schemas/booth/json-schema';
import { BLOCK_TEMPLATES } from './blockTemplates';
import { blockPropsSchema, defaultOf, discriminatorOf, type JsonSchema } from './jsonSchema';

const layout = layoutJsonSchema() as JsonSchema;

describe('forms from the layout JSON Schema', () => {
  it('finds the props schema of every block type, and each template is a valid block', () => {
    for (const type of BLOCK_TYPES) {
      expect(blockPropsSchema(layout, type), type).not.toBeNull();
      const parsed = blockSchema.safeParse({ id: `t-${type}`, type, props: BLOCK_TEMPLATES[type] });
      expect(parsed.success, type).toBe(true);
    }
  });

  it('tells link variants apart by linkType and builds a default for each', () => {
    const picture = blockPropsSchema(layout, 'picture');
    const link = picture?.properties?.link;
    expect(link?.oneOf).toBeDefined();
    expect(discriminatorOf(link?.oneOf ?? [])).toBe('linkType');
    expect(defaultOf(link?.oneOf?.[1] ?? {})).toEqual({ linkType: 2, pageId: '' });
  });
});
