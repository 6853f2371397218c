import { useEffect } from 'react';
import { isApiError } from '../api/errors';
import { currentTracker } from '../session/tracking';

/**
 * The shopper journeys recorded as tasks (spec §3 task-tracking record, §4: Start replaces, Doing updates,
 * End removes; the map is in session storage, so a journey survives the bank cashier's round trip). One
 * helper for every screen: the task type and node ids are named here once.
 */
export const JOURNEYS = {
  /** product → confirm (Start) → order created, pay (Doing) → pay result (End). */
  purchase: {
    type: 'purchase',
    confirm: 'confirm',
    orderCreated: 'orderCreated',
    pay: 'pay',
    result: 'payResult',
  },
  /** apply (Start) → submitted (End). */
  afterSales: { type: 'afterSales', apply: 'apply', submitted: 'submitted' },
  /** request (Start) → issued (End). */
  invoice: { type: 'invoice', request: 'request', issued: 'issued' },
} as const;

export type JourneyType = (typeof JOURNEYS)[keyof typeof JOURNEYS]['type'];

export interface JourneyError {
  code: string;
  message: string;
}

const errorFields = (error?: JourneyError) =>
  error ? { errorCode: error.code, errorMessage: error.message.slice(0, 300) } : {};

/** Tracking is off, pending consent or not started: the journey is simply not recorded. */
export const journey = {
  start(taskType: JourneyType, nodeId: string): void {
    currentTracker()?.taskStart({ taskType, nodeId });
  },
  step(taskType: JourneyType, nodeId: string, error?: JourneyError): void {
    currentTracker()?.taskDoing({ taskType, nodeId, ...errorFields(error) });
  },
  end(taskType: JourneyType, nodeId: string, error?: JourneyError): void {
    currentTracker()?.taskEnd({ taskType, nodeId, ...errorFields(error) });
  },
};

/** An API refusal (its server code, else its HTTP status) or any other failure as ErrorCode / ErrorMessage. */
export function journeyError(error: unknown): JourneyError {
  if (isApiError(error)) return { code: error.serverCode || String(error.status), message: error.statusText };
  return { code: 'ERROR', message: error instanceof Error ? error.message : String(error) };
}

/**
 * Starts a journey when a screen shows what it begins with: once per `key` (an order to confirm, an item
 * to return, an invoice to ask for); nothing while `key` is null (still loading).
 */
export function useJourneyStart(taskType: JourneyType, nodeId: string, key: string | null): void {
  useEffect(() => {
    if (key !== null) journey.start(taskType, nodeId);
  }, [taskType, nodeId, key]);
}
