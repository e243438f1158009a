import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A remote's page whose code the host can start loading before it renders the page. */
export type PreloadablePage = LazyExoticComponent<ComponentType> & {
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` with the load exposed as `preload()`: the shell starts fetching the page a return
 * visit opens on while the session is still being restored, and rendering it later
 * reuses the same import (one request). The load is made once, whoever asks first.
 */
export function lazyPage(load: () => Promise<ComponentType>): PreloadablePage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const once = () => (loading ??= load().then((component) => ({ default: component })));
  return Object.assign(lazy(once), { preload: once });
}

/** Starts loading `page` if it is a preloadable page; anything else is loaded when it renders. */
export function preloadPage(page: ComponentType | undefined): Promise<unknown> {
  const preload = (page as Partial<PreloadablePage> | undefined)?.preload;
  return typeof preload === 'function' ? preload() : Promise.resolve();
}
