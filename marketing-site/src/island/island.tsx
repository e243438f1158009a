// The landing page's island: the prerendered HTML is the first paint, and this makes it
// interactive (waitlist form, exit-intent offer, toasts, links) with React, styled-components
// and the landing's components only: no router, no session, no federation runtime, no remote
// entry. Loaded by the shell's prerendered "/" from the marketing remote's origin; built by
// rspack.island.config.mjs. When the visitor follows a link, the shell's app takes over the same
// React root (./handoff), reusing this React, so React is loaded once.
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as StyledComponents from 'styled-components';
import { LandingApp } from './landing-app';
import { loadLandingWords, pageLocale } from '../i18n/load-landing-words';
import type { LandingWords } from '@groundtruth/domain/words/landing';

/** Renders nothing of its own; tells the page once the hydrated tree has committed. */
function Live({ onLive, children }: { onLive?: () => void; children: React.ReactNode }) {
  React.useEffect(() => onLive?.(), [onLive]);
  return children;
}

/** Hydrates the prerendered page, in its language (`words` is undefined for English). */
function hydrate(
  container: HTMLElement,
  handoff: NonNullable<typeof window.groundtruthLanding>,
  locale: ReturnType<typeof pageLocale>,
  words?: LandingWords,
) {
  // A transition: React hydrates the page in slices of a few milliseconds and yields between
  // them, instead of in one long task that holds up a visitor's first tap (hydrating at the
  // default priority is not time-sliced).
  let root!: ReactDomClient.Root;
  React.startTransition(() => {
    root = ReactDomClient.hydrateRoot(
      container,
      <Live onLive={handoff.live}>
        {locale && words ? <LandingApp locale={locale} words={words} /> : <LandingApp />}
      </Live>,
    );
  });
  handoff.island = {
    root,
    shared: {
      react: React,
      'react/jsx-runtime': JsxRuntime,
      'react-dom': ReactDom,
      'react-dom/client': ReactDomClient,
      'styled-components': StyledComponents,
    },
  };
}

const container = document.getElementById('root');
const handoff = window.groundtruthLanding;
if (container && handoff) {
  // Another language's landing (its prerendered copy says so in <html lang>) loads its words,
  // a chunk of their own, first; English has them in this script.
  const locale = pageLocale(document.documentElement.lang);
  if (locale)
    loadLandingWords(locale).then(
      (words) => hydrate(container, handoff, locale, words),
      () => handoff.loadApp(),
    );
  else hydrate(container, handoff, null);
}
