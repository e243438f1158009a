// The real sample media of dev-stack/src/samples/sample-media.mjs (made with ffmpeg on first use)
// for the apps' tests: a remote may not import from outside its package, so they take it here.
export { paddedMp4, sampleMedia } from '@groundtruth/dev-stack/sample-media';
export { provenanceSample } from '@groundtruth/dev-stack/provenance-samples';
