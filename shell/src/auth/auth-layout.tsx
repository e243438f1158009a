import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { colorVars } from '@groundtruth/ui-kit';
import { paths } from '@groundtruth/domain/paths';

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

/** Centred card for /auth/login and /auth/signup. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <Panel>
        <Brand to={paths.home}>Groundtruth</Brand>
        {children}
      </Panel>
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
