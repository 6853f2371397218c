import { LANGS, type Lang } from '../../schemas/i18n/lang';
import { FORCED_LANG_KEY, getLang, setLang } from '../i18n/lang';
import { useMessages } from '../i18n/messages';
import { consoleMessages } from './messages';

/**
 * 中文 / English for the console (the mall's own languages). The choice holds for the tab's visit like a
 * `?lang=` choice does, so a reload keeps it; a `lang` in the address would override it, so it goes.
 */
export function LangSwitch({ onSwitched }: { onSwitched: (lang: Lang) => void }) {
  const t = useMessages(consoleMessages);
  const choose = (lang: Lang) => {
    setLang(lang);
    try {
      sessionStorage.setItem(FORCED_LANG_KEY, lang);
    } catch {
      // Storage blocked: the switch still holds until the next reload.
    }
    const url = new URL(window.location.href);
    if (url.searchParams.has('lang')) {
      url.searchParams.delete('lang');
      window.history.replaceState(window.history.state, '', url);
    }
    onSwitched(lang);
  };
  return (
    <label className="con-field con-lang">
      <span>{t.language}</span>
      <select value={getLang()} onChange={(e) => choose(e.target.value as Lang)}>
        {LANGS.map((lang) => (
          <option key={lang} value={lang}>
            {consoleMessages[lang].langSelf}
          </option>
        ))}
      </select>
    </label>
  );
}
