/** The server's half of console-session.ts (ADR 0063): each endpoint's summary, tag and refusals. */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { consoleSessionEndpoints } from '../console-session';

export const consoleSessionDocs: EndpointDocs<typeof consoleSessionEndpoints> = {
  signIn: {
    summary: 'Exchange the operator token for a console session (HttpOnly cookie + CSRF token)',
    tag: 'booth operator',
  },
  read: {
    summary: 'The console session behind the cookie (restarts its idle clock)',
    tag: 'booth operator',
    refuses: ['403'],
  },
  end: { summary: 'End the console session', tag: 'booth operator' },
};

export const consoleSessionDocumented = documented(consoleSessionEndpoints, consoleSessionDocs);
