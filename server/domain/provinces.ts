/**
 * Province names as addresses carry them: the area picker's full Chinese names (@vant/area-data:
 * "广东省", "新疆维吾尔自治区", "北京市"), or the pinyin that addresses saved before the seed spoke Chinese
 * carry ("Guangdong", "Xinjiang"). The rules (remote regions, carrier regions, same province) compare the
 * short Chinese name, whatever form came in.
 */
const PINYIN: Readonly<Record<string, string>> = {
  beijing: '北京',
  tianjin: '天津',
  hebei: '河北',
  shanxi: '山西',
  'inner mongolia': '内蒙古',
  liaoning: '辽宁',
  jilin: '吉林',
  heilongjiang: '黑龙江',
  shanghai: '上海',
  jiangsu: '江苏',
  zhejiang: '浙江',
  anhui: '安徽',
  fujian: '福建',
  jiangxi: '江西',
  shandong: '山东',
  henan: '河南',
  hubei: '湖北',
  hunan: '湖南',
  guangdong: '广东',
  guangxi: '广西',
  hainan: '海南',
  chongqing: '重庆',
  sichuan: '四川',
  guizhou: '贵州',
  yunnan: '云南',
  tibet: '西藏',
  xizang: '西藏',
  shaanxi: '陕西',
  gansu: '甘肃',
  qinghai: '青海',
  ningxia: '宁夏',
  xinjiang: '新疆',
  taiwan: '台湾',
  'hong kong': '香港',
  macau: '澳门',
  macao: '澳门',
};

/** Longest first, so "维吾尔自治区" goes before "自治区". */
const SUFFIXES = ['维吾尔自治区', '壮族自治区', '回族自治区', '特别行政区', '自治区', '省', '市'];

/** The short Chinese name of a province ("新疆" for "新疆维吾尔自治区" or "Xinjiang"); else the name trimmed. */
export function provinceKey(name: string): string {
  const trimmed = name.trim();
  const pinyin = PINYIN[trimmed.toLowerCase()];
  if (pinyin !== undefined) return pinyin;
  const suffix = SUFFIXES.find((s) => trimmed.endsWith(s) && trimmed.length > s.length);
  return suffix === undefined ? trimmed : trimmed.slice(0, -suffix.length);
}
