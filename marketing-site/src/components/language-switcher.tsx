import styled from 'styled-components';
import { colorVars } from '@groundtruth/ui-kit';
import { useLandingWords, useSiteLocale } from '../i18n/words-context';
import {
  localeNames,
  rememberLocale,
  localePath,
  siteLocales,
  type SitePage,
} from '../i18n/site-locales';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  a[aria-current='page'] {
    color: ${colorVars.text};
    font-weight: 600;
    text-decoration: none;
  }
`;

/**
 * The public pages' language switcher: a plain link per language to this page in it, so it
 * works before any script and from the keyboard. Following one remembers the choice (the cookie
 * Hosting's i18n rewrites read for "/"); until the page is live, the landing's loader script
 * does the same (tooling/embed-landing.mjs).
 */
export function LanguageSwitcher({ page }: { page: SitePage }) {
  const current = useSiteLocale();
  const words = useLandingWords().footer;
  return (
    <nav aria-label={words.languages}>
      <List>
        {siteLocales.map((locale) => (
          <li key={locale}>
            <a
              href={localePath(locale, page)}
              hrefLang={locale}
              lang={locale}
              data-locale-choice={locale}
              aria-current={locale === current ? 'page' : undefined}
              onClick={() => rememberLocale(locale)}
            >
              {localeNames[locale]}
            </a>
          </li>
        ))}
      </List>
    </nav>
  );
}
