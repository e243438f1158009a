import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { colorVars } from '@groundtruth/ui-kit';
import { paths } from '@groundtruth/domain/paths';
import { useLandingWords, useSiteLocale } from '../i18n/words-context';
import { localePath, type SitePage } from '../i18n/site-locales';
import { LanguageSwitcher } from './language-switcher';

const Footer = styled.footer`
  padding: 32px 24px;
  border-top: 1px solid ${colorVars.border};
  color: ${colorVars.textMuted};
`;

const Inner = styled.div`
  max-width: 1120px;
  margin: 0 auto;
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  justify-content: space-between;
  a {
    color: inherit;
  }
  nav {
    display: flex;
    gap: 20px;
  }
`;

/**
 * Legal links, the language switcher and copyright, shared by the landing and legal pages; the
 * legal links stay in the page's language.
 */
export function SiteFooter({ page }: { page: SitePage }) {
  const words = useLandingWords().footer;
  const locale = useSiteLocale();
  // English legal pages are the app's routes; another language's are prerendered pages.
  const legal = (name: 'privacy' | 'terms') =>
    locale === 'en' ? (
      <Link to={paths[name]}>{words[name]}</Link>
    ) : (
      <a href={localePath(locale, name)}>{words[name]}</a>
    );
  return (
    <Footer>
      <Inner>
        <p>© {new Date().getFullYear()} Groundtruth</p>
        <nav aria-label={words.legal}>
          {legal('privacy')}
          {legal('terms')}
        </nav>
        <LanguageSwitcher page={page} />
      </Inner>
    </Footer>
  );
}
