import { DEFAULT_LANG, type Lang, matchLang, pickLang } from '../../schemas/i18n/lang';

/** sessionStorage key: a `?lang=` choice holds for the rest of the visit, across pages and reloads. */
export const FORCED_LANG_KEY = 'mall-lang';

let current: Lang = DEFAULT_LANG;

/**
 * Decides the visit's language once at boot: a `lang` query parameter forces one (and is remembered for the
 * visit), else an earlier forced choice of this visit, else the webview's or browser's languages.
 */
export function decideLang(input: { search: string; stored: string | null; languages: readonly string[] }): {
  lang: Lang;
  remember: Lang | null;
} {
  const forced = new URLSearchParams(input.search).get('lang');
  const fromQuery = forced ? matchLang(forced) : null;
  if (fromQuery) return { lang: fromQuery, remember: fromQuery };
  const fromStore = input.stored ? matchLang(input.stored) : null;
  if (fromStore) return { lang: fromStore, remember: null };
  return { lang: pickLang(input.languages), remember: null };
}

/** Boot: pick the language, remember a forced one, and let `<html lang>` follow. */
export function initLang(win: Window = window): Lang {
  let stored: string | null = null;
  try {
    stored = win.sessionStorage.getItem(FORCED_LANG_KEY);
  } catch {
    // Storage can be blocked in some webviews; the browser's languages still decide.
  }
  const nav = win.navigator;
  const { lang, remember } = decideLang({
    search: win.location.search,
    stored,
    languages: nav.languages?.length ? nav.languages : [nav.language ?? DEFAULT_LANG],
  });
  if (remember) {
    try {
      win.sessionStorage.setItem(FORCED_LANG_KEY, remember);
    } catch {
      // Not remembered: the next full load falls back to the browser's languages.
    }
  }
  setLang(lang, win.document);
  return lang;
}

/** The visit's language. It is fixed at boot, so reading it during render needs no subscription. */
export function getLang(): Lang {
  return current;
}

/** Sets the language (boot, Storybook's toolbar, tests) and `<html lang>`. */
export function setLang(lang: Lang, doc: Document | undefined = globalThis.document): void {
  current = lang;
  if (doc) doc.documentElement.lang = lang;
}

/**
 * A language the visitor picked (the console's switch, the mall's settings): it holds for the tab's visit
 * like a `?lang=` choice does, so a reload keeps it; a `lang` in the address would override it, so it goes.
 */
export function chooseLang(lang: Lang, win: Window = window): void {
  setLang(lang, win.document);
  try {
    win.sessionStorage.setItem(FORCED_LANG_KEY, lang);
  } catch {
    // Storage blocked: the choice still holds until the next reload.
  }
  const url = new URL(win.location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.delete('lang');
    win.history.replaceState(win.history.state, '', url);
  }
}
