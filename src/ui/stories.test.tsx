import { composeStories, type composeStory } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../storybook/preview';

/**
 * Stories as tests for the shared UI: every story designers see in Storybook must render and show
 * something. Blocks have their own runner (blocks/stories.test.tsx) with key-content checks.
 */
type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;
const modules = import.meta.glob<StoriesModule>('./*.stories.tsx', { eager: true });

describe('shared UI stories', () => {
  it('finds the UI stories', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(8);
  });

  for (const [path, module] of Object.entries(modules)) {
    const stories = Object.entries(composeStories(module, preview)) as [string, ComposedStory][];
    describe(path, () => {
      for (const [name, Story] of stories) {
        it(name, () => {
          render(<Story />);
          // Modal and popup portal into document.body, so look there rather than in the container.
          expect(document.body.textContent?.trim().length ?? 0).toBeGreaterThan(0);
        });
      }
    });
  }
});
