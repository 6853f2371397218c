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
          const { container } = render(<Story />);
          // Modal and popup portal into document.body; everything else renders into the container.
          const drawn = container.childElementCount + document.body.childElementCount - 1;
          // A zero count hides the badge: that story shows the hiding.
          if (path.includes('Badge') && name === 'Zero')
            expect(container.querySelector('[data-badge]')).toBeNull();
          else expect(drawn).toBeGreaterThan(0);
        });
      }
    });
  }
});
