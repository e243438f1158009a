import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Content, LayoutRoot, Main, SidebarSlot, SkipLink, TopBar } from './AppLayout.styles';

export interface AppLayoutProps extends ComponentPropsWithRef<'div'> {
  /** The navigation, normally a `<Sidebar>`. */
  sidebar: ReactNode;
  /** Actions for every page, at the top right above the page (e.g. the notifications bell). */
  header?: ReactNode;
  /** The page. Rendered inside `<main>`. */
  children?: ReactNode;
  /** Id of the `<main>` element (target of the skip link). */
  mainId?: string;
}

/**
 * Page frame: sidebar column (a top bar on narrow screens), an optional header of page-wide
 * actions, main area and a "Skip to content" link.
 */
export function AppLayout({ sidebar, header, children, mainId, ...rest }: AppLayoutProps) {
  const generated = useId();
  const id = mainId ?? `gt-main-${generated}`;
  return (
    <LayoutRoot {...rest}>
      <SkipLink href={`#${id}`}>Skip to content</SkipLink>
      <SidebarSlot>{sidebar}</SidebarSlot>
      <Content>
        {header ? <TopBar>{header}</TopBar> : null}
        <Main id={id} tabIndex={-1}>
          {children}
        </Main>
      </Content>
    </LayoutRoot>
  );
}
