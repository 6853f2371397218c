/**
 * The lottery's nine screens in one lazy chunk: one dynamic import in the first route's route table
 * instead of nine, each with its own preload list (the first route is at its size budget).
 */
export { default as AssistPage } from './AssistPage';
export { default as ConfirmOrderPage } from './ConfirmOrderPage';
export { default as LotteryCodePage } from './LotteryCodePage';
export { default as LotteryIndexPage } from './LotteryIndexPage';
export { default as LotteryListPage } from './LotteryListPage';
export { default as MyLotteryListPage } from './MyLotteryListPage';
export { default as ResultDetailPage } from './ResultDetailPage';
export { default as StrategyPage } from './StrategyPage';
export { default as WinnerListPage } from './WinnerListPage';
