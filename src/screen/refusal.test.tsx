import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUSY_CODE } from '../../schemas/api/busy';
import { ApiError, SHAPE_CODE } from '../api/errors';
import { setLang } from '../i18n/lang';
import { messagesOf } from '../i18n/messages';
import { screenMessages } from './messages';
import { ScreenStates } from './ScreenStates';
import { failureOf } from './screenState';

/** A refusal reads as the server's reason with a way on, never as the network-failure page. */
describe('a refusal is not a network failure', () => {
  const refusal = new ApiError({
    status: 409,
    statusText: '订单已提交，请勿重复提交',
    serverCode: 'ORDER0101',
  });

  it('tells refusals from failures by what the server answered', () => {
    expect(failureOf(refusal)).toEqual({ status: 'error', message: refusal.statusText, refused: true });
    const notRefusals = [
      new ApiError({ status: 408, statusText: 'timeout' }),
      new ApiError({ status: 0, statusText: 'offline' }),
      new ApiError({ status: 500, statusText: 'boom', serverCode: 'E0500' }),
      new ApiError({ status: 503, statusText: 'busy', serverCode: BUSY_CODE }),
      new ApiError({ status: 429, statusText: 'slow down', serverCode: 'E0429' }),
      new ApiError({ status: 400, statusText: 'unreadable', serverCode: SHAPE_CODE }),
      new ApiError({ status: 200, statusText: 'odd', serverCode: 'E0500' }),
      new Error('network'),
    ];
    for (const error of notRefusals) expect(failureOf(error)).toMatchObject({ refused: false });
  });

  it('shows the reason, a way back and a retry instead of the failure page', () => {
    const retry = vi.fn();
    render(
      <MemoryRouter>
        <ScreenStates state={failureOf(refusal)} onRetry={retry}>
          {() => null}
        </ScreenStates>
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(refusal.statusText);
    expect(screen.queryByTestId('error-state')).toBeNull();
    const t = messagesOf(screenMessages);
    expect(screen.getByRole('link', { name: t.goShopping })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button'));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

/** Spec §2: the default failure page reads 'Oops, poor signal, failed to load~' with the button 'reload'. */
describe('a network failure shows the default failure page', () => {
  afterEach(() => setLang('zh-CN'));

  const timeout = new ApiError({ status: 408, statusText: 'timeout' });
  const cases = [
    { lang: 'zh-CN', failure: '哎呀，信号不太好，加载失败了~', reload: '重新加载' },
    { lang: 'en', failure: 'Oops, poor signal, failed to load~', reload: 'Reload' },
  ] as const;

  for (const { lang, failure, reload } of cases) {
    it(`with its 'reload' button (${lang})`, () => {
      setLang(lang);
      const retry = vi.fn();
      render(
        <MemoryRouter>
          <ScreenStates state={failureOf(timeout)} onRetry={retry}>
            {() => null}
          </ScreenStates>
        </MemoryRouter>,
      );
      expect(screen.getByTestId('error-state')).toHaveTextContent(failure);
      fireEvent.click(screen.getByRole('button', { name: reload }));
      expect(retry).toHaveBeenCalledTimes(1);
    });
  }
});
