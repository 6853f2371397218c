import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Configured by hand (no `storybook init`): no addons, so the build needs no network. Storybook
 * loads the project's vite.config.ts (React plugin); its `base` is for the app's /mbankmall/
 * deployment, so the Storybook build resets it to a relative base that works from any folder.
 */
const config: StorybookConfig = {
  stories: ['../blocks/**/*.stories.tsx', '../src/ui/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: [],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) => ({ ...viteConfig, base: './' }),
};

export default config;
