// Provenance read from the committed samples with the real C2PA library (c2pa-rs in WebAssembly)
// and exifr: what the device check and submitWork both store.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { initSync } from '@contentauth/c2pa-wasm';
import { describe, expect, it } from 'vitest';
import { credentialsReader } from './content-credentials-reader';
import {
  inMemory,
  PROVENANCE_READ_BUDGET_BYTES,
  readProvenance,
  type RandomAccess,
} from './provenance-read';
import type { MediaKind } from './media-requirements';

const samples = path.resolve(import.meta.dirname, '../../dev-stack/samples/provenance');
const sample = (name: string) => new Uint8Array(readFileSync(path.join(samples, name)));
const readCredentials = credentialsReader(async () => {
  initSync({
    module: readFileSync(
      createRequire(import.meta.url).resolve('@contentauth/c2pa-wasm/c2pa.wasm'),
    ),
  });
});

const read = (bytes: Uint8Array, type = 'image/jpeg', kind: MediaKind = 'image') =>
  readProvenance(inMemory(bytes), {
    kind,
    type,
    whole: bytes,
    general: undefined,
    readCredentials,
  });

/**
 * `bytes` standing at the start of a file of `size` bytes (zeros after them), counting what is
 * read: a large file without making one.
 */
function largeFile(bytes: Uint8Array, size: number): RandomAccess & { bytesRead: number } {
  const file = {
    size,
    bytesRead: 0,
    async read(offset: number, length: number) {
      const out = new Uint8Array(Math.max(0, Math.min(length, size - offset)));
      out.set(bytes.subarray(offset, offset + out.length));
      file.bytesRead += out.length;
      return out;
    },
  };
  return file;
}

describe('provenance read from a file', () => {
  it('should verify a camera photo whose Content Credentials hold, and read its EXIF', async () => {
    const p = await read(sample('camera-with-credentials.jpg'));
    expect(p.c2pa).toMatchObject({
      present: true,
      valid: true,
      validation_errors: [],
      signer: 'Groundtruth Test Camera',
      claim_generator: 'Test Camera 1.0',
      actions: ['c2pa.created'],
      digital_source_type: 'http://cv.iptc.org/newscodes/digitalsourcetype/digitalCapture',
      ai_generated: false,
      content_checked: true,
    });
    // Signed without a time-stamp authority: the signature carries no trusted time.
    expect(p.c2pa.created_at).toBeNull();
    expect(p.capture).toEqual({
      created_at: '2026-11-20T09:30:00',
      device_make: 'Groundtruth',
      device_model: 'Test Phone 1',
      software: 'Test Camera 2.0',
      has_location: false,
    });
    expect(p.edited).toBe(false);
  });

  it('should find the credentials invalid once one byte of the picture changes', async () => {
    const bytes = sample('camera-with-credentials.jpg');
    bytes[bytes.length - 100]! ^= 0xff;
    const p = await read(bytes);
    expect(p.c2pa.present).toBe(true);
    expect(p.c2pa.valid).toBe(false);
    expect(p.c2pa.validation_errors.join('\n')).toContain('assertion.dataHash.mismatch');
  });

  it('should say a model generated a picture whose credentials say so', async () => {
    const p = await read(sample('ai-generated.jpg'));
    expect(p.c2pa).toMatchObject({ present: true, valid: true, ai_generated: true });
    expect(p.c2pa.digital_source_type).toMatch(/trainedAlgorithmicMedia$/);
    expect(p.capture.created_at).toBeNull();
  });

  it('should say an edited picture was edited, by its actions and its software', async () => {
    const p = await read(sample('edited.jpg'));
    expect(p.c2pa.actions).toEqual(['c2pa.created', 'c2pa.color_adjustments']);
    expect(p.capture.software).toBe('Adobe Photoshop 26.0');
    expect(p.edited).toBe(true);
  });

  it('should say a photo carries a position without keeping the position', async () => {
    const p = await read(sample('with-location.jpg'));
    expect(p.capture.has_location).toBe(true);
    expect(p.c2pa.present).toBe(false);
    expect(JSON.stringify(p)).not.toMatch(/48\.8|2\.29|latitude|longitude/i);
  });

  it('should have no capture date for a picture that does not say one', async () => {
    const frame = execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=64x48', '-frames:v', '1'],
      ...['-f', 'image2pipe', '-c:v', 'mjpeg', '-'],
    ]);
    const p = await read(new Uint8Array(frame));
    expect(p.capture).toMatchObject({ created_at: null, has_location: false });
    expect(p.c2pa.present).toBe(false);
  });

  it('should verify the manifest alone of a file over the read budget, reading its headers only', async () => {
    const file = largeFile(sample('camera-with-credentials.jpg'), 1024 ** 3);
    const p = await readProvenance(file, {
      kind: 'image',
      type: 'image/jpeg',
      whole: null,
      general: undefined,
      readCredentials,
    });
    expect(p.c2pa).toMatchObject({ present: true, valid: true, content_checked: false });
    expect(p.c2pa.signer).toBe('Groundtruth Test Camera');
    expect(p.capture.device_model).toBe('Test Phone 1');
    expect(file.bytesRead).toBeLessThanOrEqual(PROVENANCE_READ_BUDGET_BYTES);
  });
});
