/**
 * The server's half of operator-accounts/*.ts (ADR 0063): each endpoint's summary and tag for the
 * document, for operator accounts and their two-step sign-in (ADR 0067).
 */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { operatorAccountEndpoints } from '../operator-accounts/accounts';
import { operatorTotpEndpoints } from '../operator-accounts/totp';

export const operatorAccountDocs: EndpointDocs<typeof operatorAccountEndpoints> = {
  list: {
    summary: 'Operator accounts: name, role, disabled, created and last sign-in (never a password)',
    tag: 'booth operator',
  },
  create: {
    summary: 'Create an operator account; without a password one is generated and answered once',
    tag: 'booth operator',
  },
  change: {
    summary: "Change an account's role, or disable or enable it (the last administrator stays)",
    tag: 'booth operator',
  },
  password: {
    summary:
      "Reset an account's password (generated and answered once when none is given); ends its sessions",
    tag: 'booth operator',
  },
  totpReset: {
    summary: "Turn an account's two-step sign-in off (a lost phone); the operator may enrol again",
    tag: 'booth operator',
  },
};

export const operatorTotpDocs: EndpointDocs<typeof operatorTotpEndpoints> = {
  begin: {
    summary:
      'Begin two-step sign-in for the signed-in account: a new TOTP secret, answered this once (text and otpauth URI)',
    tag: 'booth operator',
  },
  confirm: {
    summary: 'Confirm two-step sign-in with a first code from the authenticator app',
    tag: 'booth operator',
  },
};

export const operatorAccountDocumented = documented(operatorAccountEndpoints, operatorAccountDocs);
export const operatorTotpDocumented = documented(operatorTotpEndpoints, operatorTotpDocs);
