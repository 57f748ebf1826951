import { definePreview } from '@storybook/react-vite';
import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import addonMsw from 'msw-storybook-addon';
import { ThemeRoot } from '@mall/ui';

export default definePreview({
  addons: [addonDocs(), addonA11y(), addonMsw()],
  decorators: [
    (Story) => (
      <ThemeRoot>
        <Story />
      </ThemeRoot>
    ),
  ],
  parameters: {
    // An axe violation fails the story's test.
    a11y: { test: 'error' },
    layout: 'padded',
  },
  tags: ['autodocs'],
});
