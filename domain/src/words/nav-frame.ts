/**
 * The dashboard frame's words for creators (docs/product.md, Screens): the sidebar and Sign Out,
 * part of navWords' table `nav` and apart from it, so the frame's first load carries these only.
 */
export const navFrameWords = {
  overview: 'Overview',
  availableTasks: 'Available Tasks',
  mySubmissions: 'My Submissions',
  qualifications: 'Qualifications',
  payments: 'Payments',
  messages: 'Messages',
  settings: 'Settings',
  signOut: 'Sign Out',
  /** The sidebar's button on narrow screens. */
  menu: { open: 'Menu', close: 'Close menu' },
  loadingSession: 'Loading your session',
} as const;
