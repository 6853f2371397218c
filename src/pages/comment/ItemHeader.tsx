import type { ReviewableItem } from '../../../schemas/api/comment';
import { Image } from '../../ui/Image';
import styles from './Comment.module.css';

/** The item a review is about: picture, name and spec. */
export function ItemHeader({ item }: { item: Pick<ReviewableItem, 'name' | 'specName' | 'imageUrl'> }) {
  return (
    <div className={styles.item}>
      <div className={styles.itemImage}>
        <Image src={item.imageUrl} alt="" ratio={1} radius={4} />
      </div>
      <div className={styles.itemBody}>
        <p>{item.name}</p>
        <p className={styles.muted}>{item.specName}</p>
      </div>
    </div>
  );
}
