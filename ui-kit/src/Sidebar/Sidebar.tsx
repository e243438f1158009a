import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Button } from '../Button';
import {
  Brand,
  Collapsible,
  MenuToggle,
  NavIcon,
  NavLinkStyles,
  NavList,
  SidebarFooter,
  SidebarHeader,
  SidebarInner,
  SidebarRoot,
} from './Sidebar.styles';

export interface SidebarItem {
  /** Link text. */
  label: string;
  /** Destination path, e.g. `/dashboard/tasks`. */
  href: string;
  /** Optional decorative icon before the label. */
  icon?: ReactNode;
  /** Treat deeper paths as current too (e.g. `/dashboard/tasks/42` for `/dashboard/tasks`). Default false. */
  matchNested?: boolean;
}

/** Props the Sidebar wants on each link; spread them onto your router link. */
export interface SidebarLinkProps {
  href: string;
  'aria-current'?: 'page';
  onClick: () => void;
  children: ReactNode;
}

export interface SidebarProps extends Omit<ComponentPropsWithRef<'nav'>, 'title'> {
  /** Brand or product name at the top. */
  title: ReactNode;
  /** Navigation entries, in order. */
  items: readonly SidebarItem[];
  /** The current location's path; the matching item gets aria-current="page". */
  currentPath?: string;
  /**
   * Renders one link; defaults to a plain `<a>`. The shell passes a router link, e.g.
   * `(item, props) => <NavLink to={item.href} {...props} end />`, so ui-kit needs no router.
   */
  renderLink?: (item: SidebarItem, props: SidebarLinkProps) => ReactNode;
  /** Content pinned to the bottom, e.g. the Sign Out button. */
  footer?: ReactNode;
  /** Accessible name of the navigation landmark. */
  'aria-label'?: string;
  /** The narrow screens' menu button, in the reader's language. */
  menuLabels?: { open: string; close: string };
}

/** Whether `item` is the page at `path`. */
export function isCurrentItem(item: SidebarItem, path: string | undefined): boolean {
  if (path === undefined) return false;
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (normalized === item.href) return true;
  return Boolean(item.matchNested) && normalized.startsWith(`${item.href}/`);
}

const defaultRenderLink = (_item: SidebarItem, props: SidebarLinkProps) => <a {...props} />;

/**
 * The app's main navigation. On wide screens a column as tall as its container whose links stay
 * in view while the page scrolls; below the `md` breakpoint a top bar whose Menu button shows and
 * hides the links.
 */
export function Sidebar({
  title,
  items,
  currentPath,
  renderLink = defaultRenderLink,
  footer,
  'aria-label': ariaLabel = 'Main',
  menuLabels = { open: 'Menu', close: 'Close menu' },
  ...rest
}: SidebarProps) {
  const [open, setOpen] = useState(false);
  const collapsibleId = useId();
  return (
    <SidebarRoot aria-label={ariaLabel} data-open={open} {...rest}>
      <SidebarInner>
        <SidebarHeader>
          <Brand>{title}</Brand>
          <MenuToggle>
            <Button
              variant="ghost"
              size="small"
              aria-expanded={open}
              aria-controls={collapsibleId}
              onClick={() => setOpen((v) => !v)}
            >
              {open ? menuLabels.close : menuLabels.open}
            </Button>
          </MenuToggle>
        </SidebarHeader>
        <Collapsible id={collapsibleId}>
          <NavList>
            {items.map((item) => {
              const current = isCurrentItem(item, currentPath);
              return (
                <li key={item.href}>
                  <NavLinkStyles>
                    {renderLink(item, {
                      href: item.href,
                      'aria-current': current ? 'page' : undefined,
                      onClick: () => setOpen(false),
                      children: (
                        <>
                          {item.icon ? <NavIcon aria-hidden="true">{item.icon}</NavIcon> : null}
                          {item.label}
                        </>
                      ),
                    })}
                  </NavLinkStyles>
                </li>
              );
            })}
          </NavList>
          {footer ? <SidebarFooter>{footer}</SidebarFooter> : null}
        </Collapsible>
      </SidebarInner>
    </SidebarRoot>
  );
}
