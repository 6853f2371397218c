import { defineMessages } from '../../../schemas/i18n/define';

/** The draw's published inputs and the shopper's own check of it (lottery and qualification winner lists). */
export const drawVerifyMessages = defineMessages(
  'lotteryShared',
  {
    title: '开奖公示',
    lotteryCodes: '抽奖码',
    qualifyCodes: '抽签码',
    intro: (codes: string) =>
      `活动开始时公布种子哈希；开奖时公开种子和全部${codes}。中奖结果由公开算法根据种子和${codes}计算，任何人都可以复算。`,
    algorithm: '开奖算法',
    commitment: '种子哈希（开奖前公布）',
    seed: '开奖种子（开奖时公开）',
    entryHash: (codes: string) => `${codes}列表哈希`,
    entries: (codes: string, n: number) => `全部${codes}（${n}个，按号码排序）`,
    notDrawn: (codes: string) => `尚未开奖：种子哈希已提前公布，开奖时公开种子与全部${codes}`,
    verify: '在本机验证开奖结果',
    checkCommitment: '种子与开奖前公布的哈希一致',
    checkEntries: (codes: string) => `${codes}列表与公布的哈希一致`,
    checkWinners: '按公开算法复算的中奖码与公布结果一致',
    pass: '通过',
    mismatch: '不一致',
    verified: (n: number) => `验证通过：按公开算法复算出的${n}个中奖码与公布结果一致`,
    notVerified: '验证未通过，请联系客服',
  },
  {
    title: 'Draw record',
    lotteryCodes: 'lottery codes',
    qualifyCodes: 'draw codes',
    intro: (codes: string) =>
      `The seed hash is published when the activity opens; the seed and all ${codes} are revealed at the draw. Anyone can recompute the winners from them with the published method.`,
    algorithm: 'Algorithm',
    commitment: 'Seed hash (published before the draw)',
    seed: 'Seed (revealed at the draw)',
    entryHash: (codes: string) => `Hash of the ${codes}`,
    entries: (codes: string, n: number) => `All ${codes} (${n}, in order)`,
    notDrawn: (codes: string) =>
      `Not drawn yet: the seed hash is published; the seed and all ${codes} are revealed at the draw`,
    verify: 'Check the result on this device',
    checkCommitment: 'The seed matches the hash published before the draw',
    checkEntries: (codes: string) => `The ${codes} match their published hash`,
    checkWinners: 'The winning codes recomputed here match the published ones',
    pass: 'OK',
    mismatch: 'Mismatch',
    verified: (n: number) => `Verified: the ${n} winning codes recomputed by the published method match`,
    notVerified: 'Verification failed; please contact customer service',
  },
);
