/** A file's provenance in words, for the device check and the review card. */
import { authenticityMessages as m } from './authenticity-messages';
import type { Provenance } from './provenance';

/** A file's provenance in words, one line each, for the device check and the review card. */
export function describeProvenance(p: Provenance, audience: 'creator' | 'staff'): string[] {
  const lines: string[] = [];
  const { c2pa, capture } = p;
  if (!c2pa.present) lines.push(m.credentialsAbsent);
  else if (c2pa.valid) {
    const signer = c2pa.signer ?? 'an unnamed signer';
    lines.push(
      c2pa.content_checked ? m.credentialsSigned(signer) : m.credentialsManifestOnly(signer),
    );
  } else {
    lines.push(m.credentialsBroken(c2pa.validation_errors[0]?.split(':')[0] ?? 'unreadable'));
  }
  if (c2pa.ai_generated) lines.push(m.credentialsSayAi);
  const device = [capture.device_make, capture.device_model].filter(Boolean).join(' ');
  lines.push(
    capture.created_at
      ? m.recordedOn(capture.created_at.slice(0, 10), device)
      : m.recordedWhenUnknown,
  );
  if (p.edited) lines.push(m.editedWith(capture.software ?? ''));
  if (capture.has_location && audience === 'staff') lines.push(m.locationForStaff);
  return lines;
}
