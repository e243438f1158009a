// @ts-check
// `npm run release -- …`: ship one app on its own (release/README.md); also firebase.json's
// predeploy (`stage`).
import '@groundtruth/release/cli';
