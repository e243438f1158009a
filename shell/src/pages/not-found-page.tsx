import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { paths } from '@groundtruth/domain/paths';

const Main = styled.main`
  min-height: 100vh;
  display: grid;
  place-content: center;
  gap: 12px;
  text-align: center;
  padding: 24px;
`;

const Code = styled.p`
  margin: 0;
  font-size: 48px;
  font-weight: 700;
`;

/** The catch-all route (docs/product.md, Screens). */
export function NotFoundPage() {
  return (
    <Main>
      <Code aria-hidden="true">404</Code>
      <h1>Oops! Page not found</h1>
      <p>
        <Link to={paths.home}>Return to Home</Link>
      </p>
    </Main>
  );
}
