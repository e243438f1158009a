import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { LayoutRoot, Main, SidebarSlot, SkipLink } from './AppLayout.styles';

export interface AppLayoutProps extends ComponentPropsWithRef<'div'> {
  /** The navigation, normally a `<Sidebar>`. */
  sidebar: ReactNode;
  /** The page. Rendered inside `<main>`. */
  children?: ReactNode;
  /** Id of the `<main>` element (target of the skip link). */
  mainId?: string;
}

/** Page frame: sidebar column (a top bar on narrow screens), main area and a "Skip to content" link. */
export function AppLayout({ sidebar, children, mainId, ...rest }: AppLayoutProps) {
  const generated = useId();
  const id = mainId ?? `gt-main-${generated}`;
  return (
    <LayoutRoot {...rest}>
      <SkipLink href={`#${id}`}>Skip to content</SkipLink>
      <SidebarSlot>{sidebar}</SidebarSlot>
      <Main id={id} tabIndex={-1}>
        {children}
      </Main>
    </LayoutRoot>
  );
}
