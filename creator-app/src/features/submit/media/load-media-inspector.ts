import type { MediaInspector } from './media-inspector';

let loading: Promise<MediaInspector> | null = null;

/**
 * The page's one media inspector, loaded on first use: mediainfo.js, file-type, exifr, the C2PA
 * library's glue and MediaInfoModule.wasm are their own chunks and asset (the C2PA WebAssembly is
 * fetched later still, only for a file with Content Credentials), fetched only when a creator chooses files
 * on the Submit screen (the screen's first load stays within its JavaScript budget). A failed
 * load is forgotten, so the next file tries again.
 */
export function loadMediaInspector(): Promise<MediaInspector> {
  loading ??= Promise.all([
    import(/* webpackChunkName: "media-inspector" */ './media-inspector'),
    import(/* webpackChunkName: "media-inspector" */ './mediainfo-wasm-url'),
    import(/* webpackChunkName: "media-inspector" */ './c2pa-wasm-url'),
  ])
    .then(([{ createMediaInspector }, { wasmUrl }, { c2paWasmUrl }]) =>
      createMediaInspector({ wasmUrl, credentialsWasm: c2paWasmUrl }),
    )
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
