// The page of `npm run bench -- media-browser`: the creator's device check
// (creator-app/src/features/submit/media, the Submit screen's own code) bundled alone by Rspack
// with the same rules as the apps, so Chromium inspects a chosen file exactly as Submit does.
import { createMediaInspector } from '../../../creator-app/src/features/submit/media/media-inspector';
import wasmUrl from 'mediainfo.js/MediaInfoModule.wasm?url';

declare global {
  interface Window {
    /** Inspects the file chosen in the page's one file input (a fresh inspector per page). */
    inspectChosen: (index: number) => Promise<{ bytesRead: number; ms: number; facts: unknown }>;
  }
}

const input = document.createElement('input');
input.type = 'file';
input.multiple = true;
document.body.append(input);

let inspector: ReturnType<typeof createMediaInspector> | undefined;
window.inspectChosen = async (index) => {
  inspector ??= createMediaInspector({ wasmUrl });
  const file = input.files?.[index];
  if (!file) throw new Error(`no file ${index} chosen`);
  const { facts, bytesRead, ms } = await (await inspector).inspect(file);
  return { facts, bytesRead, ms };
};
