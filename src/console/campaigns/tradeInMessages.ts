import { defineMessages } from '../../../schemas/i18n/define';

/** The console's trade-in tab: the devices shoppers can trade in and their top values. */
export const tradeInMessages = defineMessages(
  'console.tradeIn',
  {
    heading: '以旧换新机型',
    empty: '还没有回收机型',
    modelCode: '机型编码',
    brand: '品牌',
    name: '型号',
    topValue: '最高回收价（元）',
    topValueHint: '成色最好时的估价；其他成色按比例折算',
    estimates: '估价次数',
    createHeading: '新增回收机型',
    editHeading: (modelCode: string) => `编辑回收机型 ${modelCode}`,
    modelCodeBad: '机型编码须为 1–32 位字母、数字、- 或 _',
    brandBad: '请填写 1–20 字的品牌',
    nameBad: '请填写 1–40 字的型号',
    topValueBad: (max: string) => `请填写 1–${max} 元的金额（最多两位小数）`,
  },
  {
    heading: 'Trade-in models',
    empty: 'No trade-in models yet',
    modelCode: 'Model code',
    brand: 'Brand',
    name: 'Model',
    topValue: 'Top value (yuan)',
    topValueHint: 'The value in the best condition; the other conditions are a share of it',
    estimates: 'Estimates',
    createHeading: 'New trade-in model',
    editHeading: (modelCode: string) => `Edit trade-in model ${modelCode}`,
    modelCodeBad: 'The model code is 1–32 letters, digits, - or _',
    brandBad: 'Give a brand of 1–20 characters',
    nameBad: 'Give a model name of 1–40 characters',
    topValueBad: (max: string) => `Give an amount from 1 to ${max} yuan (at most two decimals)`,
  },
);
