export {
  Sidebar,
  isCurrentItem,
  type SidebarItem,
  type SidebarLinkProps,
  type SidebarProps,
} from './Sidebar';
