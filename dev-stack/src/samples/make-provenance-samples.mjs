// Makes the committed provenance samples in dev-stack/samples/provenance/ (run it again only to
// change them): pictures a phone, an image model and an editor write, signed with Content
// Credentials by the test signer (dev-stack/samples/test-signer), and one carrying where it was
// taken. The picture is a frame of ffmpeg's test source; the EXIF is written by exif.mjs.
//   node dev-stack/src/samples/make-provenance-samples.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { digitalSourceTypes, signWithTestCredentials } from './content-credentials-signer.mjs';
import { exifSegment, withSegment } from './exif.mjs';
import { provenanceSampleDir, provenanceSamples } from './provenance-samples.mjs';

const frame = () =>
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=640x480',
    '-frames:v',
    '1',
    '-f',
    'image2pipe',
    '-c:v',
    'mjpeg',
    '-q:v',
    '8',
    '-',
  ]);

const camera = {
  make: 'Groundtruth',
  model: 'Test Phone 1',
  software: 'Test Camera 2.0',
  takenAt: '2026:11:20 09:30:00',
};
const jpeg = (exif) => (exif ? withSegment(frame(), exifSegment(exif)) : frame());
const sign = (bytes, title, generator, actions) =>
  signWithTestCredentials(bytes, { format: 'image/jpeg', title, generator, actions });

const made = {
  [provenanceSamples.credentials]: await sign(jpeg(camera), 'camera.jpg', 'Test Camera', [
    { action: 'c2pa.created', digitalSourceType: digitalSourceTypes.capture },
  ]),
  [provenanceSamples.aiGenerated]: await sign(jpeg(null), 'generated.jpg', 'Test Image Model', [
    { action: 'c2pa.created', digitalSourceType: digitalSourceTypes.aiGenerated },
  ]),
  [provenanceSamples.edited]: await sign(
    jpeg({ ...camera, software: 'Adobe Photoshop 26.0' }),
    'edited.jpg',
    'Adobe Photoshop',
    [
      { action: 'c2pa.created', digitalSourceType: digitalSourceTypes.capture },
      { action: 'c2pa.color_adjustments', softwareAgent: 'Adobe Photoshop 26.0' },
    ],
  ),
  [provenanceSamples.located]: jpeg({
    ...camera,
    position: { latitude: 48.8584, longitude: 2.2945 },
  }),
};
fs.mkdirSync(provenanceSampleDir, { recursive: true });
for (const [file, bytes] of Object.entries(made)) {
  fs.writeFileSync(path.join(provenanceSampleDir, file), bytes);
  console.log(path.join(provenanceSampleDir, file), bytes.length);
}
