import { ErrorCodes } from '../../../schemas/api/envelope';
import { ApiError } from '../../http/errors';

/** An experiment that cannot start as asked (a split not adding up, a missing version): HTTP 400. */
export const badExperiment = (message: string) => new ApiError(400, ErrorCodes.badRequest, message);
