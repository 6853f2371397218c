import { Link, useSearchParams } from 'react-router-dom';
import type { CategoryTree } from '../../../schemas/api/search';
import { fetchCategoryTree } from '../../api/search';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { useScreenData } from '../../screen/useScreenData';
import { Image } from '../../ui/Image';
import styles from './CategoryPage.module.css';
import { searchMessages } from './messages';
import { SearchBox } from './SearchBox';
import { searchQuery } from './searchUrl';

type Level1 = CategoryTree['categories'][number];

/**
 * /productCategory: the search box, level 1 on the left rail (icons), level 2 of the chosen one as a grid
 * of pictures on the right. The chosen level 1 is ?c= (replacing the entry); a tap on level 2, or on "all",
 * opens the results filtered by that category.
 */
export default function CategoryPage() {
  const t = useMessages(searchMessages);
  const { state, reload } = useScreenData(fetchCategoryTree, {
    key: 'category-tree',
    isEmpty: (tree) => tree.categories.length === 0,
  });
  return (
    <div className={styles.page}>
      <SearchBox />
      <ScreenStates state={state} onRetry={reload}>
        {(tree) => <Tree categories={tree.categories} t={t} />}
      </ScreenStates>
    </div>
  );
}

function Tree({ categories, t }: { categories: Level1[]; t: (typeof searchMessages)['zh-CN'] }) {
  const [params, setParams] = useSearchParams();
  const chosen = categories.find((c) => String(c.code) === params.get('c')) ?? categories[0];
  if (!chosen) return null;
  // Links: where a category leads is on the page, and long-press opens it.
  const resultsOf = (code: number, name: string) =>
    `/search/result?${searchQuery({ keyword: '', categoryCode: String(code), categoryName: name, sort: 0 })}`;
  return (
    <div className={styles.tree}>
      <nav className={styles.rail} aria-label={t.categoryTree}>
        {categories.map((c) => (
          <button
            key={c.code}
            type="button"
            className={`${styles.level1} ${c.code === chosen.code ? styles.current : ''}`}
            aria-current={c.code === chosen.code ? 'true' : undefined}
            onClick={() => setParams({ c: String(c.code) }, { replace: true })}
          >
            <img className={styles.icon} src={c.iconUrl} alt="" width={28} height={28} />
            <span>{c.name}</span>
          </button>
        ))}
      </nav>
      <section className={styles.panel} aria-label={chosen.name} data-testid="category-panel">
        <Link className={styles.all} to={resultsOf(chosen.code, chosen.name)}>
          {t.allOf(chosen.name)}
        </Link>
        <ul className={styles.grid}>
          {chosen.children.map((sub) => (
            <li key={sub.code}>
              {sub.count === 0 ? (
                // Nothing to open: a disabled button, which a link cannot be.
                <button
                  type="button"
                  className={styles.level2}
                  disabled
                  aria-label={`${sub.name} ${t.categoryEmpty}`}
                >
                  <Image src={sub.imageUrl} alt="" ratio={1} radius={8} />
                  <span className={styles.subName}>{sub.name}</span>
                </button>
              ) : (
                <Link className={styles.level2} to={resultsOf(sub.code, sub.name)} aria-label={sub.name}>
                  <Image src={sub.imageUrl} alt="" ratio={1} radius={8} />
                  <span className={styles.subName}>{sub.name}</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
