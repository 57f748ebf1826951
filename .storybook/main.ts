import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineMain } from '@storybook/react-vite/node';
import { mergeConfig } from 'vite';

export default defineMain({
  framework: '@storybook/react-vite',
  stories: [
    './*.mdx',
    '../packages/ui/src/**/*.stories.tsx',
    '../packages/app/src/**/*.stories.tsx',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // Stories reach this folder as `#.storybook/…` (tsconfig.json's `paths` says the same), in
  // the Vitest run and in `storybook build` alike.
  viteFinal: (config) =>
    mergeConfig(config, {
      resolve: { alias: { '#.storybook': dirname(fileURLToPath(import.meta.url)) } },
    }),
});
