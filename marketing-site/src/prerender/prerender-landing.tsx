// Build-time HTML of the landing page, so the first paint on a phone does not wait for the
// federation waterfall (shell → remote entry → shared chunks → page). The shell shows this HTML
// as the landing's loading state and swaps in the live page when the remote has loaded.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { GlobalStyle, ToastProvider, theme } from '@groundtruth/ui-kit';
import LandingPage from '../pages/landing-page';

export interface PrerenderedPage {
  /** Markup for the app root. */
  html: string;
  /** <style> tags with the CSS the markup needs. */
  styles: string;
}

export function prerenderLanding(): PrerenderedPage {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <ToastProvider>
            <StaticRouter location="/">
              <LandingPage />
            </StaticRouter>
          </ToastProvider>
        </ThemeProvider>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
