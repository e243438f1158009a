import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { colorVars } from '@groundtruth/ui-kit';
import { paths } from '@groundtruth/domain/paths';

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

/** Legal links and copyright, shared by the landing and legal pages. */
export function SiteFooter() {
  return (
    <Footer>
      <Inner>
        <p>© {new Date().getFullYear()} Groundtruth</p>
        <nav aria-label="Legal">
          <Link to={paths.privacy}>Privacy Policy</Link>
          <Link to={paths.terms}>Terms of Service</Link>
        </nav>
      </Inner>
    </Footer>
  );
}
