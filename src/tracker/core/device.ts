/** What the user agent tells about the device; parsed once per tracker. */
export interface DeviceInfo {
  platform: string;
  deviceType: 'mobile' | 'tablet' | 'desktop' | 'unknown';
  manufacturer: string;
  brand: string;
  model: string;
  os: string;
  osVersion: string;
  browser: string;
  browserVersion: string;
  isCrawler: boolean;
}

const CRAWLER = /bot|spider|crawl|slurp|headless|lighthouse|bingpreview|facebookexternalhit/i;

/** Android builds name the maker in the model string; map prefixes to brands. */
const BRANDS: Array<[RegExp, string]> = [
  [/^(SM-|GT-|SAMSUNG)/i, 'Samsung'],
  [/^(HUAWEI|HONOR|[A-Z]{3}-(AL|TL|L)\d)/i, 'Huawei'],
  [/^(MI |MIX|REDMI|M2\d{3}|2\d{3}[A-Z0-9]{4,})/i, 'Xiaomi'],
  [/^(OPPO|CPH|PB|PC|PD)/i, 'OPPO'],
  [/^(VIVO|V\d{4})/i, 'vivo'],
  [/^(ONEPLUS)/i, 'OnePlus'],
  [/^(PIXEL)/i, 'Google'],
];

const OSES: Array<[string, RegExp]> = [
  ['iOS', /(?:iPhone|iPad|iPod).*? OS ([\d_]+)/],
  ['HarmonyOS', /HarmonyOS[ /]?([\d.]*)/],
  ['Android', /Android ([\d.]+)/],
  ['Windows', /Windows NT ([\d.]+)/],
  ['macOS', /Mac OS X ([\d_]+)/],
  ['Linux', /Linux()/],
];

const BROWSERS: Array<[string, RegExp]> = [
  ['WeChat', /MicroMessenger\/([\d.]+)/],
  ['QQ', /QQ\/([\d.]+)/],
  ['Weibo', /Weibo__([\d.]+)/i],
  ['Edge', /EdgA?\/([\d.]+)/],
  ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari/],
];

export function parseUserAgent(ua: string): DeviceInfo {
  let os = 'unknown';
  let osVersion = '';
  for (const [name, re] of OSES) {
    const om = ua.match(re);
    if (om) {
      os = name;
      osVersion = (om[1] ?? '').replace(/_/g, '.');
      break;
    }
  }

  let browser = 'unknown';
  let browserVersion = '';
  for (const [name, re] of BROWSERS) {
    const bm = ua.match(re);
    if (bm) {
      browser = name;
      browserVersion = bm[1] ?? '';
      break;
    }
  }

  const androidModel = ua.match(/Android [\d.]+;(?: [a-z]{2}[-_][a-zA-Z]{2};)? ([^;)]+?)(?: Build\/|\))/);
  let model = '';
  let brand = '';
  if (/iPhone|iPad|iPod/.test(ua)) {
    model = (ua.match(/iPhone|iPad|iPod/) ?? [''])[0];
    brand = 'Apple';
  } else if (androidModel) {
    model = (androidModel[1] ?? '').trim();
    brand = BRANDS.find(([re]) => re.test(model))?.[1] ?? '';
  } else if (/Macintosh/.test(ua)) {
    brand = 'Apple';
    model = 'Mac';
  }

  const tablet = /iPad|Tablet|PlayBook/i.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua));
  const mobile = /Mobi|iPhone|iPod|Android/i.test(ua);
  const deviceType = tablet
    ? 'tablet'
    : mobile
      ? 'mobile'
      : /Windows|Macintosh|Linux|CrOS/.test(ua)
        ? 'desktop'
        : 'unknown';
  const platform = /MicroMessenger|QQ\/|Weibo/i.test(ua) ? 'webview' : 'h5';

  return {
    platform,
    deviceType,
    manufacturer: brand,
    brand,
    model,
    os,
    osVersion,
    browser,
    browserVersion,
    isCrawler: CRAWLER.test(ua),
  };
}
