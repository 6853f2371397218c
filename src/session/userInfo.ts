import type { LoginResult } from '../../schemas/api/login';
import { z } from '../../schemas/zod';
import { createStore } from '../ui/store';
import type { AsyncKeyValue, UserInfoSink } from './flowDeps';
import { USER_INFO_KEY } from './keys';

/** The logged-in customer as the mall knows them (spec §3 user session info). */
export interface UserInfo {
  userId: string;
  userCode: string;
  expiresTime: number;
  nickName?: string;
  /** Masked by the server; never the full number. */
  mobile?: string;
  /** Spec §3's encrypted user token: sealed by the server, opaque here, carried on tracking events. */
  userToken?: string;
}

const userInfoSchema = z.object({
  userId: z.string(),
  userCode: z.string(),
  expiresTime: z.number(),
  nickName: z.optional(z.string()),
  mobile: z.optional(z.string()),
  userToken: z.optional(z.string()),
});

export function parseUserInfo(raw: string | null): UserInfo | null {
  if (!raw) return null;
  try {
    const parsed = userInfoSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What screens read; null when nobody is logged in. Framework-free so the flow can update it. */
export const userInfoStore = createStore<UserInfo | null>(null);

/** Keeps native storage and the store in step. */
export function createUserInfo(storage: AsyncKeyValue): UserInfoSink & {
  reload(): Promise<void>;
  merge(extra: Pick<UserInfo, 'nickName' | 'mobile'>): Promise<void>;
} {
  const write = async (info: UserInfo) => {
    userInfoStore.set(info);
    await storage.set(USER_INFO_KEY, JSON.stringify(info));
  };
  return {
    save: (result: LoginResult) =>
      write({
        userId: result.userId,
        userCode: result.userCode,
        expiresTime: result.expiresTime,
        ...(result.userToken ? { userToken: result.userToken } : {}),
      }),
    async clear() {
      userInfoStore.set(null);
      await storage.remove(USER_INFO_KEY);
    },
    /** Native storage is shared with the app and other web views, so it is the truth to re-read. */
    async reload() {
      userInfoStore.set(parseUserInfo(await storage.get(USER_INFO_KEY)));
    },
    async merge(extra) {
      const current = userInfoStore.get();
      if (current) await write({ ...current, ...extra });
    },
  };
}
