// @ts-check
// `npm run seed:scale -- --factor N [--seed S] [--now ISO]`: the scale data set into a running
// `npm start` stack (dev-stack/README.md).
import '@groundtruth/dev-stack/cli/seed-scale';
