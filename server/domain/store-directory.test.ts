import { describe, expect, it } from 'vitest';
import { directoryTree } from './store-directory';

describe('a store’s directory tree', () => {
  it('counts a node’s own goods and its children’s, keeps the order and leaves out empty nodes', () => {
    const tree = directoryTree([
      { directoryId: 1, parentId: null, name: '手机通讯', ownCount: 0 },
      { directoryId: 2, parentId: 1, name: '华为', ownCount: 2 },
      { directoryId: 3, parentId: 1, name: '小米', ownCount: 0 },
      { directoryId: 4, parentId: null, name: '数码影音', ownCount: 1 },
      { directoryId: 5, parentId: 4, name: '索尼', ownCount: 3 },
      { directoryId: 6, parentId: null, name: '清仓', ownCount: 0 },
    ]);
    expect(tree).toEqual([
      {
        directoryId: 1,
        name: '手机通讯',
        productCount: 2,
        children: [{ directoryId: 2, name: '华为', productCount: 2, children: [] }],
      },
      {
        directoryId: 4,
        name: '数码影音',
        productCount: 4,
        children: [{ directoryId: 5, name: '索尼', productCount: 3, children: [] }],
      },
    ]);
  });

  it('shows two levels; deeper goods count towards their second-level ancestor', () => {
    const tree = directoryTree([
      { directoryId: 1, parentId: null, name: 'A', ownCount: 0 },
      { directoryId: 2, parentId: 1, name: 'B', ownCount: 0 },
      { directoryId: 3, parentId: 2, name: 'C', ownCount: 5 },
    ]);
    expect(tree[0]?.productCount).toBe(5);
    expect(tree[0]?.children[0]).toEqual({ directoryId: 2, name: 'B', productCount: 5, children: [] });
  });
});
