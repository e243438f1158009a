// @ts-check
// `npm run reset [DIR]`: wipes the local stack's data (dev-stack/README.md).
import '@groundtruth/dev-stack/cli/reset';
