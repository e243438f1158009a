/**
 * The shared screen parts' words (platform/src/screen-parts.tsx), part of navWords' table `nav`
 * and apart from it, so every screen's first load carries these three only.
 */
export const navPartsWords = {
  retry: 'Retry',
  checkConnection: 'Check your connection and try again.',
  loadMore: 'Load more',
} as const;
