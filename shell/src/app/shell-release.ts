import type { LoadFailure } from '../remotes/federation';

/**
 * After one of the shell's own lazy chunks failed to load (a screen of sign-in or sign-up, the
 * dashboard's frame): when the site still answers, the file this tab wanted is gone because a
 * release of the shell replaced it, and a reload gets the new version; when nothing answers, the
 * site (or the connection) is down.
 */
export async function explainShellLoadFailure(): Promise<LoadFailure> {
  try {
    const response = await fetch('/', { cache: 'no-store' });
    return response.ok ? 'new-version' : 'unavailable';
  } catch {
    return 'unavailable';
  }
}

/** Loads the page again at the same address: a failed lazy chunk is never retried in place. */
export function reloadPage(): void {
  window.location.reload();
}
