/** The customer behind a valid userCode, set by the session middleware. */
export interface SessionUser {
  customerId: number;
  customerNo: string;
  userId: string;
  nickName: string;
}

export type AppEnv = {
  Variables: {
    user: SessionUser | undefined;
  };
};
