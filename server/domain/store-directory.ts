import type { StoreDirectory } from '../../schemas/api/store';

export interface DirectoryNode {
  directoryId: number;
  parentId: number | null;
  name: string;
  /** Products hanging on the node itself. */
  ownCount: number;
}

/**
 * The store's directory as a tree, in the order given (parents keep their order, children theirs). A
 * node's count includes its children's; nodes with nothing on shelf under them are left out, so a
 * shopper never opens an empty directory.
 */
export function directoryTree(nodes: readonly DirectoryNode[]): StoreDirectory[] {
  const children = new Map<number | null, DirectoryNode[]>();
  for (const n of nodes) {
    const list = children.get(n.parentId) ?? [];
    list.push(n);
    children.set(n.parentId, list);
  }
  const build = (n: DirectoryNode, depth: number): StoreDirectory => {
    // Two levels at most (the schema's promise); deeper nodes count towards their level-two ancestor.
    const kids = (children.get(n.directoryId) ?? []).map((c) => build(c, depth + 1));
    const count = n.ownCount + kids.reduce((sum, k) => sum + k.productCount, 0);
    return {
      directoryId: n.directoryId,
      name: n.name,
      productCount: count,
      children: depth >= 1 ? [] : kids.filter((k) => k.productCount > 0),
    };
  };
  return (children.get(null) ?? []).map((n) => build(n, 0)).filter((d) => d.productCount > 0);
}
