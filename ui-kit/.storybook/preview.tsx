import type { Preview } from '@storybook/react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '../src/theme';
import { ToastProvider } from '../src/Toast';

const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ToastProvider>
          <Story />
        </ToastProvider>
      </ThemeProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Accessibility violations fail story tests instead of only showing in the panel.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
