import {
  type RankCategory,
  type RankList,
  rankCategoriesSchema,
  rankListSchema,
} from '../../schemas/api/rankings';
import { get } from './client';

const RANK = '/api/customer-behavior/rank';

/** The level-1 categories that have a ranking (the all-category one is always there, code 0). */
export const fetchRankCategories = (): Promise<RankCategory[]> =>
  get(`${RANK}/category-list`, {}, { schema: rankCategoriesSchema });

/** One ranking, best first: `size` places of the category (0: all categories). */
export const fetchRankList = (categoryCode: number, size: number): Promise<RankList> =>
  get(`${RANK}/list`, { categoryCode, size }, { schema: rankListSchema });
