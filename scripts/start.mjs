// @ts-check
// `npm start`: the whole product locally, in one terminal (dev-stack/README.md).
import '@groundtruth/dev-stack/cli/start';
