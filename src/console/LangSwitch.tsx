import { LANGS, type Lang } from '../../schemas/i18n/lang';
import { chooseLang, getLang } from '../i18n/lang';
import { useMessages } from '../i18n/messages';
import { consoleMessages } from './messages';

/** 中文 / English for the console (the mall's own languages), held for the visit (chooseLang). */
export function LangSwitch({ onSwitched }: { onSwitched: (lang: Lang) => void }) {
  const t = useMessages(consoleMessages);
  const choose = (lang: Lang) => {
    chooseLang(lang);
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
