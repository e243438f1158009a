import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link, useLocation } from 'react-router-dom';
import { colorVars } from '@groundtruth/ui-kit';
import { paths } from '@groundtruth/domain/paths';
import { languageCookie, localeNames } from '@groundtruth/domain/i18n/locale-choice';
import { locales } from '@groundtruth/domain/i18n/locales';
import { authSignInWords } from '@groundtruth/domain/words/auth-sign-in';
import { switchLocale, useLocale, useWords } from '@groundtruth/platform/i18n';

const Page = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 32px 16px;
  background: ${colorVars.surfaceMuted};
`;

const Panel = styled.main`
  width: 100%;
  max-width: 480px;
  padding: 32px;
  background: ${colorVars.surface};
  border: 1px solid ${colorVars.border};
  border-radius: 12px;
  box-shadow: 0 8px 24px rgba(31, 35, 40, 0.08);
  h1 {
    margin: 0 0 8px;
    font-size: 24px;
  }
`;

const Brand = styled(Link)`
  display: inline-block;
  margin-bottom: 24px;
  font-weight: 700;
  color: ${colorVars.text};
  text-decoration: none;
`;

const Column = styled.div`
  width: 100%;
  max-width: 480px;
`;

const Languages = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 4px 16px;
    margin: 16px 0 0;
    padding: 0;
    list-style: none;
  }
  a[aria-current] {
    color: ${colorVars.text};
    font-weight: 600;
    text-decoration: none;
  }
`;

/**
 * A link per language, named in its own words, for a visitor who is not signed in: following one
 * switches the page to it at once and remembers it, as the public pages' switcher does (in this
 * browser for the app, and the cookie "/" is chosen by).
 */
function LanguageLinks() {
  const words = useWords('auth', authSignInWords);
  const current = useLocale();
  const { pathname, search } = useLocation();
  return (
    <Languages aria-label={words.languageLinks}>
      <ul>
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={`${pathname}${search}`}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                document.cookie = languageCookie(locale);
                void switchLocale(locale);
              }}
            >
              {localeNames[locale]}
            </a>
          </li>
        ))}
      </ul>
    </Languages>
  );
}

/** Centred card for /auth/login and /auth/signup, with the language links under it. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <Column>
        <Panel>
          <Brand to={paths.home}>Groundtruth</Brand>
          {children}
        </Panel>
        <LanguageLinks />
      </Column>
    </Page>
  );
}

export const Form = styled.form`
  display: grid;
  gap: 16px;
  margin-top: 16px;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${colorVars.textMuted};
`;
