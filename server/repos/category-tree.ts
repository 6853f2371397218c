import type { CategoryTree } from '../../schemas/api/search';
import type { Queryable } from '../db/db';

interface TreeRow {
  code: number;
  sc_code: string;
  name: string;
  sub_code: number | null;
  sub_name: string | null;
  sub_image: string | null;
  sub_count: number | null;
}

/**
 * Both levels of the category tree in their sort order, each level-2 node with how many on-shelf
 * products it holds (the screen greys out an empty one). Level-1 icons are the generated round pictures.
 */
export async function categoryTree(db: Queryable): Promise<CategoryTree> {
  const rows = await db.query<TreeRow>(
    `SELECT c.code, c.sc_code, c.name, sc.code AS sub_code, sc.name AS sub_name, sc.image_url AS sub_image,
            (SELECT count(*)::int FROM product_sub_categories ps JOIN products p ON p.spu_no = ps.spu_no
              WHERE ps.sub_code = sc.code AND p.status = 1) AS sub_count
       FROM categories c LEFT JOIN sub_categories sc ON sc.parent_code = c.code
      ORDER BY c.sort, c.code, sc.sort, sc.code`,
  );
  const categories: CategoryTree['categories'] = [];
  for (const r of rows) {
    let node = categories.at(-1);
    if (node?.code !== r.code) {
      node = {
        code: r.code,
        scCode: r.sc_code,
        name: r.name,
        iconUrl: `/api/file-storage/file/category/${r.code}.png`,
        children: [],
      };
      categories.push(node);
    }
    if (r.sub_code !== null) {
      node.children.push({
        code: r.sub_code,
        name: r.sub_name ?? '',
        imageUrl: r.sub_image ?? '',
        count: r.sub_count ?? 0,
      });
    }
  }
  return { categories };
}
