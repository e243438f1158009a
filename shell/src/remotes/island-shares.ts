// A federation runtime plugin of the shell (tooling/rspack-config.mjs, runtimePlugins): when the
// landing island is on the page, the shell's shares of React, ReactDOM and styled-components
// are the island's modules, already loaded, so neither the shell nor a remote loads a second
// copy (shareStrategy 'loaded-first' picks a loaded share). Without the island, it does nothing.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

interface ShareOption {
  get?: unknown;
  lib?: () => unknown;
  loaded?: boolean;
}

export default function islandShares(): ModuleFederationRuntimePlugin {
  return {
    name: 'groundtruth-island-shares',
    beforeInit(args) {
      const provided = window.groundtruthLanding?.island?.shared;
      const shared = args.userOptions.shared as
        Record<string, ShareOption | ShareOption[]> | undefined;
      if (!provided || !shared) return args;
      for (const [name, module] of Object.entries(provided)) {
        const options = shared[name];
        for (const option of Array.isArray(options) ? options : options ? [options] : []) {
          delete option.get;
          option.lib = () => module;
          option.loaded = true;
        }
      }
      return args;
    },
  };
}
