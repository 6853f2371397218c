import { ErrorCodes } from '../../schemas/api/envelope';
import { ApiError, notFound } from '../http/errors';
import { boothMessages } from '../i18n/booth';
import { currentTexts } from '../i18n/request-lang';
import type { OperatorIssue } from './layout';

/** The operator's layout breaks the contract: HTTP 400 with every issue and its path. */
export function invalidLayout(issues: OperatorIssue[]): ApiError {
  const first = issues[0];
  const message = first ? `invalid layout: ${first.path}: ${first.message}` : 'invalid layout';
  return new ApiError(400, ErrorCodes.badRequest, message, { issues });
}

export const conflict = (message: string) => new ApiError(409, ErrorCodes.conflict, message);

/** An operator named a page or version the store does not hold: HTTP 404. */
export const missing = (message: string) => notFound(message);

/**
 * A write based on an older revision of the page than the stored one (ADR 0044): HTTP 409 naming who changed
 * it and when, with those facts in `result` so the console can offer to reload without losing the edit.
 */
export function staleEdit(page: { revision: number; changedBy: string | null; changedAt: number | null }) {
  const t = currentTexts(boothMessages);
  const message =
    page.changedBy !== null && page.changedAt !== null
      ? t.staleEdit(page.changedBy, page.changedAt)
      : t.staleEditUnknown;
  return new ApiError(409, ErrorCodes.conflict, message, {
    revision: page.revision,
    changedBy: page.changedBy,
    changedAt: page.changedAt,
  });
}

/** A schedule moved to a time that has already come: HTTP 400. */
export const scheduleInPast = () =>
  new ApiError(400, ErrorCodes.badRequest, currentTexts(boothMessages).scheduleInPast);

/** A version named as scheduled that is live already, cancelled or absent: HTTP 409. */
export const notScheduled = (version: number) => conflict(currentTexts(boothMessages).notScheduled(version));
