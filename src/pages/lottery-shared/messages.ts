import { defineMessages } from '../../../schemas/i18n/define';

/** The draw's published inputs and the shopper's own check of it (lottery and qualification winner lists). */
export const drawVerifyMessages = defineMessages(
  'lotteryShared',
  {
    title: '开奖公示',
    algorithm: '开奖算法',
    commitment: '种子哈希（开奖前公布）',
    seed: '开奖种子（开奖时公开）',
    entryHash: '抽签码列表哈希',
    entries: (n: number) => `全部抽签码（${n}个）`,
    notDrawn: '尚未开奖：种子哈希已提前公布，开奖时公开种子与全部抽签码',
    verify: '在本机验证开奖结果',
    verified: (n: number) => `验证通过：按公开算法复算出的${n}个中奖码与公布结果一致`,
    problem_commitment: '验证失败：种子与开奖前公布的哈希不一致',
    problem_entry_hash: '验证失败：抽签码列表与公布的哈希不一致',
    problem_winners: '验证失败：复算的中奖码与公布结果不一致',
    howTo: '复算方法见活动规则：任何人都可以用公开的种子和抽签码重新计算中奖结果。',
    winners: '中奖名单',
    noWinners: '暂无中奖用户',
    code: '抽签码',
  },
  {
    title: 'Draw record',
    algorithm: 'Algorithm',
    commitment: 'Seed hash (published before the draw)',
    seed: 'Seed (revealed at the draw)',
    entryHash: 'Hash of the code list',
    entries: (n: number) => `All codes (${n})`,
    notDrawn: 'Not drawn yet: the seed hash is published; the seed and all codes are revealed at the draw',
    verify: 'Check the result on this device',
    verified: (n: number) => `Verified: the ${n} winning codes recomputed by the published method match`,
    problem_commitment: 'Check failed: the seed does not match the hash published before the draw',
    problem_entry_hash: 'Check failed: the code list does not match its published hash',
    problem_winners: 'Check failed: the recomputed winners differ from the published ones',
    howTo:
      'The rules describe the method: anyone can recompute the winners from the published seed and codes.',
    winners: 'Winners',
    noWinners: 'No winners yet',
    code: 'Code',
  },
);
