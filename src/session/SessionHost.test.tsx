import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { setLang } from '../i18n/lang';
import { askLicenseConsent, licenseRequestStore } from './licenseRequest';
import { sessionMessages } from './messages';
import { SessionHost } from './SessionHost';

// Tests run in the default language (zh-CN); expected texts come from the catalogue.
const T = sessionMessages['zh-CN'];

afterEach(() => {
  act(() => licenseRequestStore.get()?.settle(false));
  setLang('zh-CN');
});

function renderHost(path = '/order/list') {
  const router = createMemoryRouter(
    [
      { path: '/order/list', element: <SessionHost /> },
      { path: '/licenseContent', element: <SessionHost /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function ask(): Promise<boolean> {
  let answer: Promise<boolean> | undefined;
  act(() => {
    answer = askLicenseConsent();
  });
  if (!answer) throw new Error('not asked');
  return answer;
}

describe('license dialog', () => {
  it('lists what is requested, with an agreement checkbox linking to the agreement', async () => {
    renderHost();
    void ask();
    const dialog = await screen.findByRole('dialog', { name: T.licenseTitle });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '手机号码',
      '银行用户标识',
      '收货信息',
    ]);
    const box = screen.getByRole('checkbox', {
      name: `${T.licenseCheckbox} ${T.licenseLink}`,
    });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('link', { name: T.licenseLink })).toHaveAttribute('href', '/licenseContent');
  });

  it('ticked and agreed: agreed', async () => {
    renderHost();
    const answer = ask();
    await screen.findByRole('dialog', { name: T.licenseTitle });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: T.agree }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refused: refused', async () => {
    renderHost();
    const answer = ask();
    await screen.findByRole('dialog', { name: T.licenseTitle });
    fireEvent.click(screen.getByRole('button', { name: T.refuse }));
    await expect(answer).resolves.toBe(false);
  });

  it('agree without ticking opens the second prompt; think again returns, agree authorisation agrees', async () => {
    renderHost();
    const answer = ask();
    await screen.findByRole('dialog', { name: T.licenseTitle });
    fireEvent.click(screen.getByRole('button', { name: T.agree }));
    expect(screen.getByRole('dialog', { name: T.secondPromptTitle })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: T.thinkAgain }));
    expect(screen.getByRole('dialog', { name: T.licenseTitle })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: T.agree }));
    fireEvent.click(screen.getByRole('button', { name: T.agreeAuthorisation }));
    await expect(answer).resolves.toBe(true);
  });

  // Spec §2's wording for the second prompt, in both languages.
  for (const [lang, thinkAgain, agreeAuthorisation] of [
    ['zh-CN', '再想想', '同意授权'],
    ['en', 'Think again', 'Agree to authorise'],
  ] as const) {
    it(`the second prompt's buttons read '${thinkAgain}' and '${agreeAuthorisation}' (${lang})`, async () => {
      setLang(lang);
      const L = sessionMessages[lang];
      renderHost();
      void ask();
      await screen.findByRole('dialog', { name: L.licenseTitle });
      fireEvent.click(screen.getByRole('button', { name: L.agree }));
      const prompt = screen.getByRole('dialog', { name: L.secondPromptTitle });
      expect(Array.from(prompt.querySelectorAll('button'), (b) => b.textContent)).toEqual([
        thinkAgain,
        agreeAuthorisation,
      ]);
    });
  }

  it('steps aside on the agreement page and comes back after', async () => {
    const router = renderHost();
    void ask();
    fireEvent.click(screen.getByRole('link', { name: T.licenseLink }));
    expect(router.state.location.pathname).toBe('/licenseContent');
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => router.navigate(-1));
    expect(screen.getByRole('dialog', { name: T.licenseTitle })).toBeInTheDocument();
  });

  it('a second ask while open shares the first answer', async () => {
    renderHost();
    const first = ask();
    const second = ask();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: T.refuse }));
    await expect(first).resolves.toBe(false);
    await expect(second).resolves.toBe(false);
  });
});
