// Floor page: the libraries page started as the apps start, through Module Federation as they
// configure it (tooling/federation.mjs: the same shared singletons, shares resolved
// loaded-first) behind the same asynchronous boundary as shell/src/index.ts. Against the plain
// libraries page, it shows what the federation runtime adds (bench/src/measure/lighthouse-floor.mjs).
import('./libraries.js');
