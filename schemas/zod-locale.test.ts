import { describe, expect, it, vi } from 'vitest';
import { config, safeParse, string } from 'zod/mini';

const firstMessage = (): string | undefined => safeParse(string(), 1).error?.issues[0]?.message;

describe("zod's English messages in the browser builds (ADR 0078)", () => {
  it('are configured once the browser variant’s file has loaded', async () => {
    // A browser before the locale's file arrives: zod/mini's bare message.
    config({ localeError: undefined });
    expect(firstMessage()).toBe('Invalid input');
    await import('./zod-locale.browser');
    await vi.waitFor(() => expect(firstMessage()).toBe('Invalid input: expected string, received number'));
  });

  it('are configured at once elsewhere (the server, the server render, tests)', async () => {
    config({ localeError: undefined });
    await import('./zod-locale');
    expect(firstMessage()).toBe('Invalid input: expected string, received number');
  });
});
