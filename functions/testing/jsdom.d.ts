// The part of jsdom (a dependency of the apps' screen tests, without its types here) that the
// release page's test uses: a window for a page's markup, its CSS applied, scripts run from outside.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { runScripts?: 'outside-only' });
    readonly window: Window & typeof globalThis;
  }
}
