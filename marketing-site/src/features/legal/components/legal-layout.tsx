import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colorVars } from '@groundtruth/ui-kit';
import { SiteHeader } from '../../../components/site-header';
import { SiteFooter } from '../../../components/site-footer';
import { localePath, siteLocales, type SitePage } from '../../../i18n/site-locales';
import { useSiteLocale } from '../../../i18n/words-context';

const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
  padding: 48px 24px 72px;
  line-height: 1.65;
  h1 {
    margin: 0 0 8px;
    font-size: clamp(28px, 4vw, 40px);
  }
  h2 {
    margin: 36px 0 8px;
    font-size: 20px;
  }
  .updated {
    color: ${colorVars.textMuted};
  }
`;

const fullAddress = (path: string) =>
  typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;

/** Shared frame for /privacy and /terms. */
export function LegalLayout({
  page,
  title,
  updated,
  children,
}: {
  page: SitePage;
  title: string;
  updated: string;
  children: ReactNode;
}) {
  const locale = useSiteLocale();
  return (
    <>
      {/* The app's English page names its versions, by full address, as the prerendered ones
          do in their <head> (React puts these links there). */}
      {locale === 'en' && (
        <>
          {siteLocales.map((other) => (
            <link
              key={other}
              rel="alternate"
              hrefLang={other}
              href={fullAddress(localePath(other, page))}
            />
          ))}
          <link rel="alternate" hrefLang="x-default" href={fullAddress(localePath('en', page))} />
        </>
      )}
      <SiteHeader />
      <main>
        <Article>
          <h1>{title}</h1>
          <p className="updated">{updated}</p>
          {children}
        </Article>
      </main>
      <SiteFooter page={page} />
    </>
  );
}
