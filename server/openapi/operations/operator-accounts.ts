import * as z from 'zod';
import {
  accountCreateSchema,
  accountNameParamSchema,
  accountPasswordSchema,
  accountPatchSchema,
  accountViewSchema,
  totpConfirmSchema,
  totpEnrolmentSchema,
} from '../../../schemas/api/operator-accounts';
import type { Operation } from '../operation';

const name = { name: accountNameParamSchema.shape.name };
const withPassword = z.object({ account: accountViewSchema, generatedPassword: z.optional(z.string()) });

/** Operator accounts (issue 35): administrators only, by the operator route table. */
export const operatorAccountOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/operator/accounts',
    summary: 'Operator accounts: name, role, disabled, created and last sign-in (never a password)',
    tag: 'booth operator',
    auth: 'operator',
    result: z.object({ accounts: z.array(accountViewSchema) }),
  },
  {
    method: 'post',
    path: '/api/operator/accounts',
    summary: 'Create an operator account; without a password one is generated and answered once',
    tag: 'booth operator',
    auth: 'operator',
    body: accountCreateSchema,
    result: withPassword,
  },
  {
    method: 'patch',
    path: '/api/operator/accounts/{name}',
    summary: "Change an account's role, or disable or enable it (the last administrator stays)",
    tag: 'booth operator',
    auth: 'operator',
    params: name,
    body: accountPatchSchema,
    result: accountViewSchema,
  },
  {
    method: 'post',
    path: '/api/operator/accounts/{name}/password',
    summary:
      "Reset an account's password (generated and answered once when none is given); ends its sessions",
    tag: 'booth operator',
    auth: 'operator',
    params: name,
    body: accountPasswordSchema,
    result: withPassword,
  },
  {
    method: 'post',
    path: '/api/operator/accounts/{name}/totp/reset',
    summary: "Turn an account's two-step sign-in off (a lost phone); the operator may enrol again",
    tag: 'booth operator',
    auth: 'operator',
    params: name,
    result: z.object({ reset: z.boolean() }),
  },
  {
    method: 'post',
    path: '/api/operator/me/totp',
    summary:
      'Begin two-step sign-in for the signed-in account: a new TOTP secret, answered this once (text and otpauth URI)',
    tag: 'booth operator',
    auth: 'operator',
    result: totpEnrolmentSchema,
  },
  {
    method: 'post',
    path: '/api/operator/me/totp/confirm',
    summary: 'Confirm two-step sign-in with a first code from the authenticator app',
    tag: 'booth operator',
    auth: 'operator',
    body: totpConfirmSchema,
    result: z.object({ totpEnrolled: z.boolean() }),
  },
];
