// The committed provenance samples (made by make-provenance-samples.mjs) by what they are, for
// the tests, the journeys and the demo seed.
import fs from 'node:fs';
import path from 'node:path';

export const provenanceSampleDir = path.resolve(import.meta.dirname, '../../samples/provenance');

export const provenanceSamples = {
  /** A phone's photo (EXIF: Groundtruth Test Phone 1, 2026-11-20 09:30) with valid Content Credentials. */
  credentials: 'camera-with-credentials.jpg',
  /** Content Credentials saying an image model made it (trainedAlgorithmicMedia). */
  aiGenerated: 'ai-generated.jpg',
  /** Opened and colour-adjusted in an editor (C2PA actions and EXIF Software say so). */
  edited: 'edited.jpg',
  /** A phone's photo whose EXIF carries where it was taken; no Content Credentials. */
  located: 'with-location.jpg',
};

/** The bytes of the sample named by `key` of provenanceSamples. */
export function provenanceSample(key) {
  return fs.readFileSync(path.join(provenanceSampleDir, provenanceSamples[key]));
}
