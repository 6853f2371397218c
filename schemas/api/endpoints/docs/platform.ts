/**
 * The server's half of platform/*.ts (ADR 0063): each endpoint's summary and tag for the document — health, sign-in,
 * the customer's info, the user agreement and its authorisation, the client's error report and the tracking reads.
 */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { authLicenseEndpoints } from '../platform/auth-license';
import { customerInfoEndpoints } from '../platform/customer-info';
import { errorReportEndpoints } from '../platform/error-report';
import { healthEndpoints } from '../platform/health';
import { licenseEndpoints } from '../platform/license';
import { loginEndpoints } from '../platform/login';
import { traceOperatorEndpoints } from '../platform/trace-operator';

export const healthDocs: EndpointDocs<typeof healthEndpoints> = {
  health: { summary: 'Liveness and database kind', tag: 'health' },
  live: { summary: 'Liveness: the process answers (no database asked)', tag: 'health' },
  ready: { summary: 'Readiness: the database answers within 0.8 s; 503 busy otherwise', tag: 'health' },
};

export const loginDocs: EndpointDocs<typeof loginEndpoints> = {
  approval: { summary: 'Start the bank single sign-on; gives the approval URL', tag: 'login' },
  userCode: {
    summary: 'Exchange the one-time code from the sign-on redirect for a session (userCode)',
    tag: 'login',
  },
};

export const customerInfoDocs: EndpointDocs<typeof customerInfoEndpoints> = {
  info: { summary: 'The signed-in customer (masked phone)', tag: 'customer' },
};

export const licenseDocs: EndpointDocs<typeof licenseEndpoints> = {
  version: { summary: 'Current user-agreement version', tag: 'agreement' },
  text: { summary: 'User-agreement text of a version', tag: 'agreement' },
};

export const authLicenseDocs: EndpointDocs<typeof authLicenseEndpoints> = {
  status: { summary: 'Whether the customer agreed to the user agreement', tag: 'agreement' },
  set: {
    summary:
      'Agree to (deleteType 0) or revoke (1) the user agreement; only published versions (400 otherwise); a revoke signs the customer out everywhere',
    tag: 'agreement',
  },
  info: { summary: 'Details of the agreement given', tag: 'agreement' },
};

export const errorReportDocs: EndpointDocs<typeof errorReportEndpoints> = {
  save: { summary: 'Report a client error (recorded with the customer when signed in)', tag: 'customer' },
};

export const traceOperatorDocs: EndpointDocs<typeof traceOperatorEndpoints> = {
  recent: { summary: 'Recent tracking events', tag: 'tracking' },
  loss: { summary: 'Per-session event loss (sequence gaps, dropped counts)', tag: 'tracking' },
};

export const healthDocumented = documented(healthEndpoints, healthDocs);
export const loginDocumented = documented(loginEndpoints, loginDocs);
export const customerInfoDocumented = documented(customerInfoEndpoints, customerInfoDocs);
export const licenseDocumented = documented(licenseEndpoints, licenseDocs);
export const authLicenseDocumented = documented(authLicenseEndpoints, authLicenseDocs);
export const errorReportDocumented = documented(errorReportEndpoints, errorReportDocs);
export const traceOperatorDocumented = documented(traceOperatorEndpoints, traceOperatorDocs);
