import type { MediaInspector } from './media-inspector';

let loading: Promise<MediaInspector> | null = null;

/**
 * The page's one media inspector, loaded on first use: mediainfo.js, file-type and
 * MediaInfoModule.wasm are their own chunks and asset, fetched only when a creator chooses files
 * on the Submit screen (the screen's first load stays within its JavaScript budget). A failed
 * load is forgotten, so the next file tries again.
 */
export function loadMediaInspector(): Promise<MediaInspector> {
  loading ??= Promise.all([
    import(/* webpackChunkName: "media-inspector" */ './media-inspector'),
    import(/* webpackChunkName: "media-inspector" */ './mediainfo-wasm-url'),
  ])
    .then(([{ createMediaInspector }, { wasmUrl }]) => createMediaInspector({ wasmUrl }))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
