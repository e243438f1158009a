import styled, { css } from 'styled-components';
import { Link } from 'react-router-dom';
import { Button, colorVars } from '@groundtruth/ui-kit';
import { paths } from '@groundtruth/domain/paths';
import { useLandingWords, useSiteLocale } from '../i18n/words-context';
import { localePath } from '../i18n/site-locales';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${colorVars.surface};
  border-bottom: 1px solid ${colorVars.border};
`;

const Bar = styled.div`
  max-width: 1120px;
  margin: 0 auto;
  padding: 12px 24px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const brand = css`
  font-weight: 700;
  font-size: 20px;
  color: ${colorVars.text};
  text-decoration: none;
`;
const Brand = styled(Link)`
  ${brand}
`;
// Another language's landing is a page of its own, not one of the app's routes.
const BrandAnchor = styled.a`
  ${brand}
`;

const Actions = styled.nav`
  display: flex;
  gap: 8px;
`;

/** Top bar with the two ways into the product. */
export function SiteHeader() {
  const words = useLandingWords().header;
  const locale = useSiteLocale();
  return (
    <Header>
      <Bar>
        {locale === 'en' ? (
          <Brand to={paths.home}>Groundtruth</Brand>
        ) : (
          <BrandAnchor href={localePath(locale, 'landing')}>Groundtruth</BrandAnchor>
        )}
        <Actions aria-label={words.account}>
          <Button as={Link} to={paths.login} variant="ghost">
            {words.signIn}
          </Button>
          <Button as={Link} to={paths.signup} variant="primary">
            {words.getStarted}
          </Button>
        </Actions>
      </Bar>
    </Header>
  );
}
