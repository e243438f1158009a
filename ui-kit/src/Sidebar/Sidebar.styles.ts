import styled from 'styled-components';
import { colorVars as c, focusRing, fontSizes, fontWeights, narrow, radii } from '../theme';

/** The panel: as tall as its container (a full-height column), at least. */
export const SidebarRoot = styled.nav`
  flex: 1 0 auto;
  min-height: 100%;
  background: ${c.surfaceMuted};
  border-right: 1px solid ${c.border};

  ${narrow} {
    min-height: 0;
    border-right: 0;
    border-bottom: 1px solid ${c.border};
  }
`;

/**
 * What the panel shows: one window high and sticking to its top while a long page scrolls, so
 * the links and Sign Out stay in view; it scrolls itself when the window is shorter than it.
 */
export const SidebarInner = styled.div`
  position: sticky;
  top: 0;
  display: flex;
  flex-direction: column;
  gap: 16px;
  height: 100vh;
  max-height: 100%;
  overflow-y: auto;
  padding: 16px 12px;

  ${narrow} {
    position: static;
    gap: 0;
    height: auto;
    max-height: none;
    overflow: visible;
    padding: 0;
  }
`;

export const SidebarHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 0 8px;

  ${narrow} {
    min-height: 56px;
    padding: 8px 12px;
  }
`;

export const Brand = styled.div`
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.bold};
  color: ${c.text};
`;

export const MenuToggle = styled.span`
  display: none;
  ${narrow} {
    display: inline-flex;
  }
`;

/** Everything that collapses behind the toggle on narrow screens. */
export const Collapsible = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 16px;

  ${narrow} {
    display: none;
    padding: 8px 12px 12px;
    [data-open='true'] & {
      display: flex;
    }
  }
`;

export const NavList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const NavLinkStyles = styled.span`
  display: contents;

  & > a {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 8px;
    font-size: ${fontSizes.sm};
    font-weight: ${fontWeights.medium};
    color: ${c.text};
    text-decoration: none;
    border-radius: ${radii.md};
  }
  & > a:hover {
    background: ${c.surfaceSunken};
  }
  & > a:focus-visible {
    outline: ${focusRing.outline};
    outline-offset: 0;
  }
  & > a[aria-current='page'] {
    color: ${c.primaryHover};
    font-weight: ${fontWeights.semibold};
    background: ${c.primarySubtle};
    box-shadow: inset 3px 0 0 ${c.primary};
  }
`;

export const NavIcon = styled.span`
  display: inline-flex;
  width: 16px;
  justify-content: center;
`;

export const SidebarFooter = styled.div`
  margin-top: auto;
  padding-top: 12px;
  border-top: 1px solid ${c.border};
`;
