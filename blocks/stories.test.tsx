import { composeStories, type composeStory } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../storybook/preview';
import type { KeyContent } from './shared/key-content';
import { ViewportObserver, viewport } from './shared/testing';

/**
 * Stories as tests: every story of every block renders with the Storybook preview's decorators
 * (the story runtime) and shows its key content. A story without `keyContent` only has to render.
 */
type StoriesModule = Parameters<typeof composeStories>[0];
/** composeStories on a glob-typed module cannot name its stories; each one is a composed story. */
type ComposedStory = ReturnType<typeof composeStory>;
const modules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });

function expectKeyContent(key: KeyContent, container: HTMLElement) {
  if ('none' in key) expect(container.innerHTML).toBe('');
  else if ('text' in key) expect(screen.getAllByText(key.text).length).toBeGreaterThan(0);
  // biome-ignore lint/suspicious/noExplicitAny: testing-library's ByRole wants its ARIARole union; stories give a string.
  else expect(screen.getAllByRole(key.role as any, { name: key.name }).length).toBeGreaterThan(0);
}

// A story is on Storybook's screen: blocks that wait to come near the viewport are near at once.
beforeEach(() => {
  viewport.reset();
  vi.stubGlobal('IntersectionObserver', ViewportObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('block stories', () => {
  it('finds a stories file for every block folder', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(11);
  });

  for (const [path, module] of Object.entries(modules)) {
    const stories = Object.entries(composeStories(module, preview)) as [string, ComposedStory][];
    describe(path, () => {
      it('has stories', () => expect(stories.length).toBeGreaterThan(0));
      for (const [name, Story] of stories) {
        it(name, async () => {
          const { container } = render(<Story />);
          // What a story shows once its promises settled (the popup opens once its picture is decoded).
          await act(async () => {});
          const key = Story.parameters.keyContent as KeyContent | undefined;
          if (key) expectKeyContent(key, container);
          else expect(container.childElementCount).toBeGreaterThan(0);
        });
      }
    });
  }
});
