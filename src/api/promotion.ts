import { type ActivityTag, activityTagsV1ResultSchema } from '../../schemas/api/promotion';
import { get } from './client';

const MARKETING = '/api/marketing';

/** The full-discount activities a SKU takes part in now; silent because the tag only decorates the page. */
export const fetchActivityTags = (skuNo: string): Promise<ActivityTag[]> =>
  get(
    `${MARKETING}/activity/product-activity-tags-v1`,
    { skuNo },
    {
      schema: activityTagsV1ResultSchema,
      silent: true,
    },
  ).then((r) => r.tags);
