import { z } from '../zod';

/** Deployment environments (spec §9). local and dev skip login with a sample user. */
export const mallEnvSchema = z.enum(['local', 'dev', 'sit', 'uat', 'pre', 'pro']);
export type MallEnv = z.infer<typeof mallEnvSchema>;

export const isLoginSkipped = (env: MallEnv): boolean => env === 'local' || env === 'dev';

/** The fixed sample identity used where login is skipped (spec §4, §6). */
export const SAMPLE_USER = {
  userCode: 'SAMPLE-LOCAL-USER',
  nickName: 'Sample customer',
  userId: 'U-SAMPLE',
} as const;
