import { shelfList } from '../../schemas/api/endpoints/rankings/shelf';
import type { Shelf } from '../../schemas/api/shelves';
import { call } from './call';

/** The operators' shelves shown to shoppers, in order, each with its goods on sale. */
export const fetchShelves = (): Promise<Shelf[]> => call(shelfList, {});
