// The real sample media of scripts/sample-media.mjs (made with ffmpeg on first use)
// for the apps' tests: a remote may not import from outside its package, so they take it here.
export { paddedMp4, sampleMedia } from '../../../scripts/sample-media.mjs';
