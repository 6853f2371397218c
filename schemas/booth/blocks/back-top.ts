import * as z from 'zod';
import { defineBlock } from './define';

/** Back-to-top button, shown once the page has scrolled past `threshold` CSS px. */
export const backTopProps = z.object({ threshold: z.int().min(0).max(20_000).default(600) });
export const backTopBlock = defineBlock('backTop', backTopProps);
export type BackTopBlock = z.output<typeof backTopBlock>;
