import styled from 'styled-components';
import { colorVars as c, focusRing, narrow, radii, zIndices } from '../theme';

export const LayoutRoot = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  min-height: 100vh;
  background: ${c.bg};

  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto 1fr;
  }
`;

/**
 * The sidebar's column runs the page's full height (the grid row stretches it), so its panel
 * never ends where the first screen did; the Sidebar keeps its links in view as the page scrolls.
 * On narrow screens it is a top bar that stays at the top.
 */
export const SidebarSlot = styled.div`
  display: flex;
  flex-direction: column;

  ${narrow} {
    position: sticky;
    top: 0;
    z-index: ${zIndices.sticky};
  }
`;

export const Content = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

/** Page-wide actions, right-aligned above the page. */
export const TopBar = styled.header`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
  padding: 12px 32px 0;

  ${narrow} {
    padding: 8px 16px 0;
  }
`;

export const Main = styled.main`
  min-width: 0;
  padding: 24px 32px;

  &:focus {
    outline: none;
  }
  ${narrow} {
    padding: 16px;
  }
`;

export const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: ${zIndices.toast};
  padding: 8px 12px;
  color: ${c.textOnEmphasis};
  background: ${c.primary};
  border-radius: ${radii.md};

  &:focus {
    top: 8px;
    outline: ${focusRing.outline};
    outline-offset: ${focusRing.outlineOffset};
  }
`;
