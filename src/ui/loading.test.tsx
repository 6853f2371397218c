import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { uiCoreMessages } from './coreMessages';
import { LoadingHost } from './LoadingHost';
import { loading } from './loadingStore';

// Tests run in the default language; the texts come from the catalogue, not copies of it.
const t = uiCoreMessages['zh-CN'];

afterEach(() => loading.reset());

describe('loading', () => {
  it('stays up until the last request ends', () => {
    render(<LoadingHost />);
    expect(screen.queryByRole('status', { name: t.loading })).toBeNull();
    act(() => {
      loading.begin();
      loading.begin();
    });
    expect(screen.getByRole('status', { name: t.loading })).toBeInTheDocument();
    act(() => loading.end());
    expect(screen.getByRole('status', { name: t.loading })).toBeInTheDocument();
    act(() => loading.end());
    expect(screen.queryByRole('status', { name: t.loading })).toBeNull();
  });

  it('does not go below zero on an extra end', () => {
    act(() => {
      loading.end();
      loading.begin();
    });
    expect(loading.isActive()).toBe(true);
  });

  it('the end returned by begin ends once however often it is called', () => {
    const first = loading.begin();
    loading.begin();
    first();
    first();
    expect(loading.isActive()).toBe(true);
  });

  it('track shows the indicator while the promise is pending, also when it rejects', async () => {
    let fail: (reason: Error) => void = () => {};
    const pending = loading.track(
      new Promise<void>((_, reject) => {
        fail = reject;
      }),
    );
    expect(loading.isActive()).toBe(true);
    fail(new Error('offline'));
    await expect(pending).rejects.toThrow('offline');
    expect(loading.isActive()).toBe(false);
  });
});
