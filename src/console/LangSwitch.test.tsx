import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORCED_LANG_KEY, getLang, setLang } from '../i18n/lang';
import { LangSwitch } from './LangSwitch';

afterEach(() => {
  setLang('zh-CN');
  sessionStorage.clear();
});

describe('the console language switch', () => {
  it('switches to English for the rest of the visit and names each language in itself', () => {
    setLang('zh-CN');
    const switched = vi.fn();
    render(<LangSwitch onSwitched={switched} />);
    const select = screen.getByLabelText('语言');
    expect(screen.getByRole('option', { name: 'English' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '简体中文' })).toBeTruthy();
    fireEvent.change(select, { target: { value: 'en' } });
    expect(getLang()).toBe('en');
    expect(sessionStorage.getItem(FORCED_LANG_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(switched).toHaveBeenCalledWith('en');
  });
});
