import { createGlobalStyle } from 'styled-components';
import { colors, focusRing, fontSizes, fonts, lineHeights } from './tokens';
import { rootCustomProperties } from './vars';

/** Base document styles and the `--gt-*` custom properties. Render once, inside ThemeProvider. */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${rootCustomProperties()}
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${fonts.body};
    font-size: ${fontSizes.md};
    line-height: ${lineHeights.normal};
    color: ${colors.text};
    background: ${colors.bg};
  }
  :focus-visible { outline: ${focusRing.outline}; outline-offset: ${focusRing.outlineOffset}; }
  /* Motion off: an endless animation (the spinner) also stops after its one instant cycle, rather
     than flickering through a turn every frame. */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
