import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Button, colorVars } from '@groundtruth/ui-kit';
import { paths } from '@groundtruth/domain/paths';

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

const Brand = styled(Link)`
  font-weight: 700;
  font-size: 20px;
  color: ${colorVars.text};
  text-decoration: none;
`;

const Actions = styled.nav`
  display: flex;
  gap: 8px;
`;

/** Top bar with the two ways into the product. */
export function SiteHeader() {
  return (
    <Header>
      <Bar>
        <Brand to={paths.home}>Groundtruth</Brand>
        <Actions aria-label="Account">
          <Button as={Link} to={paths.login} variant="ghost">
            Sign In
          </Button>
          <Button as={Link} to={paths.signup} variant="primary">
            Get Started
          </Button>
        </Actions>
      </Bar>
    </Header>
  );
}
