import { describe, expect, it } from 'vitest';
import { timestampsFromWire, timestampsToWire } from './wire-timestamps';

/** A stand-in for an SDK's Timestamp: what the codec looks at. */
const stamp = (millis: number) => ({
  seconds: Math.floor(millis / 1000),
  nanoseconds: (millis % 1000) * 1e6,
  toMillis: () => millis,
});

describe('timestamps across a callable', () => {
  it('should send every timestamp, however deep, as its milliseconds and make it again', () => {
    const doc = {
      submitted_at: stamp(1_700_000_000_123),
      reviewed_at: null,
      files: [{ name: 'a.mp4', uploaded_at: stamp(1_700_000_000_000) }],
      tags: ['x'],
      count: 3,
    };
    const wire = timestampsToWire(doc);
    expect(JSON.parse(JSON.stringify(wire))).toEqual({
      submitted_at: { __timestamp_ms: 1_700_000_000_123 },
      reviewed_at: null,
      files: [{ name: 'a.mp4', uploaded_at: { __timestamp_ms: 1_700_000_000_000 } }],
      tags: ['x'],
      count: 3,
    });
    const back = timestampsFromWire(wire, (ms) => ({ made: ms })) as Record<string, unknown>;
    expect(back).toEqual({
      submitted_at: { made: 1_700_000_000_123 },
      reviewed_at: null,
      files: [{ name: 'a.mp4', uploaded_at: { made: 1_700_000_000_000 } }],
      tags: ['x'],
      count: 3,
    });
  });

  it('should leave a map that only looks like one alone unless it is exactly one', () => {
    const wire = { note: { __timestamp_ms: 5, other: 1 } };
    expect(timestampsFromWire(wire, () => 'made')).toEqual(wire);
  });
});
