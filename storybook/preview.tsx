import type { Decorator, Preview } from '@storybook/react-vite';
import { useMemo } from 'react';
import type { BlockRuntime } from '../blocks/runtime';
import { BlockRuntimeProvider } from '../blocks/runtime';
import { storyRuntime } from './story-runtime';
import './preview.css';

/** Wraps every story in a block runtime; `parameters.runtime` overrides fields per story. */
const withRuntime: Decorator = (Story, context) => {
  const overrides = context.parameters.runtime as Partial<BlockRuntime> | undefined;
  // One runtime per story render, so in-memory popup storage starts empty for each story.
  const runtime = useMemo(() => storyRuntime(overrides), [overrides]);
  return (
    <BlockRuntimeProvider value={runtime}>
      <Story />
    </BlockRuntimeProvider>
  );
};

/** The bank app's webview: 375 px wide phones are the design target. */
const MOBILE_VIEWPORTS = {
  webview375: {
    name: 'Bank app webview 375×812',
    styles: { width: '375px', height: '812px' },
    type: 'mobile',
  },
  small320: { name: 'Small phone 320×568', styles: { width: '320px', height: '568px' }, type: 'mobile' },
  large414: { name: 'Large phone 414×896', styles: { width: '414px', height: '896px' }, type: 'mobile' },
} as const;

const preview: Preview = {
  decorators: [withRuntime],
  parameters: {
    layout: 'fullscreen',
    viewport: { options: MOBILE_VIEWPORTS },
  },
  initialGlobals: { viewport: { value: 'webview375', isRotated: false } },
};

export default preview;
