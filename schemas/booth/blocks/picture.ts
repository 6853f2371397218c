import { z } from '../../zod';
import { linkSchema } from '../link';
import { sizedImage } from '../primitives';
import { defineBlock } from './define';

/** Single picture: a full-width image (width/height reserve its ratio), optionally tappable. */
export const pictureProps = z.object({ image: sizedImage, link: z.optional(linkSchema) });
export const pictureBlock = defineBlock('picture', pictureProps);
export type PictureBlock = z.output<typeof pictureBlock>;
