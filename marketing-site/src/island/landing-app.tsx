import { ThemeProvider } from 'styled-components';
import { GlobalStyle, ToastProvider, theme } from '@groundtruth/ui-kit';
import LandingPage from '../pages/landing-page';
import { landingWords, type LandingWords } from '@groundtruth/domain/words/landing';
import { SiteWordsProvider } from '../i18n/words-context';
import type { SiteLocale } from '../i18n/site-locales';

/**
 * The landing page with the providers it needs and nothing else: what the build prerenders into
 * the shell's HTML for "/" (and each language's copy under "/<locale>/") and what the island
 * hydrates, one tree for both so the markup and the class names match.
 */
export function LandingApp({
  locale = 'en',
  words = landingWords,
}: {
  locale?: SiteLocale;
  words?: LandingWords;
}) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ToastProvider>
        <SiteWordsProvider locale={locale} words={words}>
          <LandingPage />
        </SiteWordsProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
