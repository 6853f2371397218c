import { type Shelf, shelfListSchema } from '../../schemas/api/shelves';
import { get } from './client';

/** The operators' shelves shown to shoppers, in order, each with its goods on sale. */
export const fetchShelves = (): Promise<Shelf[]> =>
  get('/api/channel/shelf/list', {}, { schema: shelfListSchema });
