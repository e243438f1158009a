import { paths } from '@groundtruth/domain/paths';

// Resolving against a base of our own tells an in-app path from anything that would leave the
// product: "//evil.example", "https://…", "/\evil.example" and tabs or newlines hidden inside all
// resolve to another origin.
const OWN_ORIGIN = 'https://groundtruth.invalid';

/**
 * Where sign-in goes next: the dashboard page a signed-out visit asked for (`?next=`), only when
 * it is a page of this product's dashboard; anything else, the dashboard itself, so the sign-in
 * page never sends anyone to another site.
 */
export function pathAfterSignIn(next: string | null | undefined): string {
  if (!next?.startsWith('/')) return paths.dashboard;
  let url: URL;
  try {
    url = new URL(next, OWN_ORIGIN);
  } catch {
    return paths.dashboard;
  }
  const inDashboard =
    url.pathname === paths.dashboard || url.pathname.startsWith(`${paths.dashboard}/`);
  if (url.origin !== OWN_ORIGIN || !inDashboard) return paths.dashboard;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page for a signed-out visit to `asked` (a path with its query), to come back to. */
export function signInPathFor(asked: string): string {
  if (pathAfterSignIn(asked) === paths.dashboard) return paths.login;
  return `${paths.login}?${new URLSearchParams({ next: asked })}`;
}
