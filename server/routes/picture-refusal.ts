import type { Context } from 'hono';
import { ErrorCodes } from '../../schemas/api/envelope';
import { sendFail, sendTooLarge } from '../http/envelope';
import { textsFor } from '../i18n/request-lang';
import { uploadMessages } from '../i18n/uploads';
import type { PictureProblem } from '../services/uploads';
import { MAX_INPUT_PIXELS } from '../services/uploads-image';

/**
 * The answer to a picture that was not kept, in the request's language: 413 past the size bound, 415 for
 * bytes that are not a whole JPEG or PNG (the name and declared type are never looked at), 400 for a
 * picture with more pixels than are ever decoded or one that took too long.
 */
export function sendPictureRefusal(c: Context, problem: PictureProblem): Response {
  const t = textsFor(c, uploadMessages);
  switch (problem) {
    case 'too_large':
      return sendTooLarge(c);
    case 'too_many_pixels':
      return sendFail(c, 400, ErrorCodes.badRequest, t.tooManyPixels(MAX_INPUT_PIXELS / 1_000_000));
    case 'too_slow':
      return sendFail(c, 400, ErrorCodes.badRequest, t.tooSlow);
    case 'empty':
      return sendFail(c, 415, ErrorCodes.unsupportedMediaType, t.empty);
    case 'malformed':
      return sendFail(c, 415, ErrorCodes.unsupportedMediaType, t.malformed);
    case 'not_image':
      return sendFail(c, 415, ErrorCodes.unsupportedMediaType, t.notPicture);
  }
}
