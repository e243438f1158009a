// Build-time HTML of the landing page, so the first paint on a phone waits for no script. The
// shell's "/" serves this HTML and the island (src/island/) hydrates it; it is the same tree.
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { LandingApp } from '../island/landing-app';

export interface PrerenderedPage {
  /** Markup for the app root. */
  html: string;
  /** <style> tags with the CSS the markup needs. */
  styles: string;
}

export function prerenderLanding(): PrerenderedPage {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<LandingApp />));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
