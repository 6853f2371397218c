import { useEffect, useRef } from 'react';
import type { StoreDirectory } from '../../../schemas/api/store';
import { useMessages } from '../../i18n/messages';
import { Sheet } from '../../ui/Sheet';
import type { HistorySheet } from '../../ui/useHistorySheet';
import { storeMessages } from './messages';
import styles from './Store.module.css';

/** The node with this id anywhere in the tree. */
export function findDirectory(tree: readonly StoreDirectory[], id: number): StoreDirectory | undefined {
  for (const node of tree) {
    if (node.directoryId === id) return node;
    const child = findDirectory(node.children, id);
    if (child) return child;
  }
  return undefined;
}

/**
 * The store's directory (directory-tree), two levels: a top node shows everything under it, a child its
 * own goods. Like the kit's ActionSheet, a choice is reported once the sheet's history entry is popped.
 */
export function DirectorySheet({
  sheet,
  tree,
  onChoose,
}: {
  sheet: HistorySheet;
  tree: readonly StoreDirectory[];
  onChoose: (directoryId: number) => void;
}) {
  const t = useMessages(storeMessages);
  const chosen = useRef<number | null>(null);

  useEffect(() => {
    if (sheet.open || chosen.current === null) return;
    const id = chosen.current;
    chosen.current = null;
    onChoose(id);
  }, [sheet.open, onChoose]);

  const choose = (id: number) => {
    chosen.current = id;
    sheet.hide();
  };

  return (
    <Sheet sheet={sheet} title={t.directoryTitle}>
      <div className={styles.tree} data-testid="directory-sheet">
        {tree.map((top) => (
          <section key={top.directoryId} className={styles.treeGroup}>
            <button type="button" className={styles.treeTop} onClick={() => choose(top.directoryId)}>
              <span>{top.name}</span>
              <span className={styles.muted}>
                {t.showAll} ({top.productCount})
              </span>
            </button>
            <ul className={styles.treeChildren}>
              {top.children.map((child) => (
                <li key={child.directoryId}>
                  <button type="button" className={styles.chip} onClick={() => choose(child.directoryId)}>
                    {child.name} ({child.productCount})
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Sheet>
  );
}
