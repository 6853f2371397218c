import type { ReactNode } from 'react';
import { Image } from '../ui/Image';
import styles from './ItemHeader.module.css';

/** The item a form or record is about: picture, name and spec; `children` stand at the right (price, quantity). */
export function ItemHeader({
  item,
  children,
}: {
  item: { name: string; specName: string; imageUrl: string };
  children?: ReactNode;
}) {
  return (
    <div className={styles.item}>
      <div className={styles.itemImage}>
        <Image src={item.imageUrl} alt="" ratio={1} radius={4} />
      </div>
      <div className={styles.itemBody}>
        <p>{item.name}</p>
        <p className={styles.muted}>{item.specName}</p>
      </div>
      {children}
    </div>
  );
}
