import { rankCategories, rankList } from '../../schemas/api/endpoints/rankings/rank';
import type { RankCategory, RankList } from '../../schemas/api/rankings';
import { call } from './call';

/** The level-1 categories that have a ranking (the all-category one is always there, code 0). */
export const fetchRankCategories = (): Promise<RankCategory[]> => call(rankCategories, {});

/** One ranking, best first: `size` places of the category (0: all categories). */
export const fetchRankList = (categoryCode: number, size: number): Promise<RankList> =>
  call(rankList, { query: { categoryCode, size } });
