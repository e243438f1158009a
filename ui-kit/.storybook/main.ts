import { mergeRsbuildConfig } from '@rsbuild/core';
import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  // @rsbuild/plugin-react is not installed in this repo, so set the automatic JSX runtime
  // (what tsconfig's "jsx": "react-jsx" means) on Rsbuild's built-in SWC directly.
  rsbuildFinal: (rsbuildConfig) =>
    mergeRsbuildConfig(rsbuildConfig, {
      tools: {
        swc: {
          jsc: {
            transform: { react: { runtime: 'automatic' } },
          },
        },
      },
    }),
};

export default config;
