import { useEffect, useState } from 'react';

/** Remembered for the browser tab's session, so the offer appears once per visit. */
export const EXIT_INTENT_KEY = 'groundtruth:exit-intent-shown';

function alreadyShown(): boolean {
  try {
    return sessionStorage.getItem(EXIT_INTENT_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * True once the pointer leaves the window through its top edge (towards the tabs or the
 * address bar), at most once per visit.
 */
export function useExitIntent(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (alreadyShown()) return;
    const onMouseOut = (event: MouseEvent) => {
      if (event.relatedTarget !== null || event.clientY > 0) return;
      document.removeEventListener('mouseout', onMouseOut);
      try {
        sessionStorage.setItem(EXIT_INTENT_KEY, '1');
      } catch {
        // Private mode without storage: the listener removal still limits it to this page view.
      }
      setOpen(true);
    };
    document.addEventListener('mouseout', onMouseOut);
    return () => document.removeEventListener('mouseout', onMouseOut);
  }, []);
  return [open, setOpen];
}
