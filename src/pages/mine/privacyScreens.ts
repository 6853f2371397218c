/**
 * 我的信息 and 注销商城账户 in one lazy chunk: one dynamic import in the first route's route table instead
 * of two, each with its own preload list (the first route is at its size budget).
 */
export { default as AccountDeletionPage } from './AccountDeletionPage';
export { default as MyDataPage } from './MyDataPage';
