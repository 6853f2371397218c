import type { ProductSpec } from '../../../schemas/api/product';
import { useMessages } from '../../i18n/messages';
import { productMediaMessages } from './mediaMessages';
import styles from './ProductMedia.module.css';

/** 规格参数: the product's specification rows as a two-column table; nothing when it has none. */
export function ProductSpecs({ specs }: { specs: readonly ProductSpec[] }) {
  const t = useMessages(productMediaMessages);
  if (specs.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="product-specs">
      <h3 id="product-specs" className={styles.title}>
        {t.specs}
      </h3>
      <table className={styles.specs} data-testid="product-specs">
        <tbody>
          {specs.map((s) => (
            <tr key={s.name}>
              <th scope="row">{s.name}</th>
              <td>{s.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
