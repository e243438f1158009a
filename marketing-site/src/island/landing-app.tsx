import { ThemeProvider } from 'styled-components';
import { GlobalStyle, ToastProvider, theme } from '@groundtruth/ui-kit';
import LandingPage from '../pages/landing-page';

/**
 * The landing page with the providers it needs and nothing else: what the build prerenders into
 * the shell's HTML for "/" and what the island hydrates, one tree for both so the markup and the
 * class names match.
 */
export function LandingApp() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ToastProvider>
        <LandingPage />
      </ToastProvider>
    </ThemeProvider>
  );
}
