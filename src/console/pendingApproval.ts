import { messagesOf } from '../i18n/messages';
import { consoleMessages } from './messages';

/**
 * A write maker-checker held back (ADR 0048): the server stored it as a change request (202) instead of
 * applying it. Not a failure: the screen says it waits for a second operator.
 */
export class PendingApproval extends Error {
  constructor(readonly changeRequestId: number) {
    super(messagesOf(consoleMessages).pendingApproval(changeRequestId));
    this.name = 'PendingApproval';
  }
}
