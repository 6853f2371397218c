import { z } from '../../zod';
import { defineBlock } from './define';

/** Back-to-top button, shown once the page has scrolled past `threshold` CSS px. */
export const backTopProps = z.object({
  threshold: z._default(z.int().check(z.gte(0), z.lte(20_000)), 600),
});
export const backTopBlock = defineBlock('backTop', backTopProps);
export type BackTopBlock = z.output<typeof backTopBlock>;
