import { z } from '../../zod';
import { linkSchema } from '../link';
import { plainText } from '../primitives';
import { defineBlock } from './define';

/** Scrolling one-line notices. Text is shown as text: markup in it is escaped, never rendered. */
export const noticeBoardProps = z.object({
  items: z
    .array(z.object({ text: plainText(100), link: z.optional(linkSchema) }))
    .check(z.minLength(1), z.maxLength(20)),
  /** Scroll speed in CSS px per second. */
  scrollSpeed: z._default(z.int().check(z.gte(10), z.lte(200)), 40),
});
export const noticeBoardBlock = defineBlock('noticeBoard', noticeBoardProps);
export type NoticeBoardBlock = z.output<typeof noticeBoardBlock>;
