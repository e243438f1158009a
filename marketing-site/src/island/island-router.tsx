// What 'react-router-dom' is in the island's and the prerender's builds: the landing's components
// use Link only (the build fails on any other import), and the island has no router. A link is
// a plain anchor; following it hands the page over to the app, whose router shows the
// address. The first sign of intent (pointer over, focus, touch) loads the app already, so the
// click itself is quick.
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { openApp, prepareApp } from './handoff';

interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

const load = () => {
  prepareApp().catch(() => undefined);
};

export function Link({ to, onClick, ...props }: LinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || modified || props.target) return;
    event.preventDefault();
    // The landing's own address: nothing to load (React Router would stay on the page too).
    if (to === window.location.pathname) return;
    openApp(to);
  };
  return (
    <a
      {...props}
      href={to}
      onClick={follow}
      onPointerEnter={load}
      onFocus={load}
      onTouchStart={load}
    />
  );
}
