import {
  breakpoints,
  colors,
  focusRing,
  fontSizes,
  fontWeights,
  fonts,
  lineHeights,
  radii,
  reviewStatusTone,
  shadows,
  space,
  tones,
  zIndices,
} from './tokens';

/** The object handed to styled-components' ThemeProvider. */
export const theme = {
  colors,
  tones,
  reviewStatusTone,
  space,
  fontSizes,
  fontWeights,
  lineHeights,
  fonts,
  radii,
  shadows,
  focusRing,
  breakpoints,
  zIndices,
} as const;

export type Theme = typeof theme;

/** Media query for viewports narrower than the `md` breakpoint. */
export const narrow = `@media (max-width: ${parseInt(breakpoints.md, 10) - 0.02}px)`;
