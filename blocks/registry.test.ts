import { describe, expect, it } from 'vitest';
import { BLOCK_PLACEMENT, BLOCK_TYPES } from '../schemas/booth/block-types';
import { blockDefinition, blockRegistry } from './registry';

describe('block registry', () => {
  it('has exactly the known block types', () => {
    expect(Object.keys(blockRegistry).sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it.each(BLOCK_TYPES)('%s: type, placement and a loadable component', async (type) => {
    const definition = blockDefinition(type);
    expect(definition.type).toBe(type);
    expect(definition.placement).toBe(BLOCK_PLACEMENT[type]);
    const module = await definition.load();
    expect(typeof module.default).toBe('function');
  });
});
