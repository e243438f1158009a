/**
 * A file's provenance judged against a task's authenticity requirements
 * (`requirements.authenticity`): the device check and submitWork call `checkAuthenticity`, so both
 * refuse the same files with the same words, as media-checks does for the media facts.
 *
 * AI-generated work is refused unless a task says otherwise (`refuse_ai_generated` defaults to
 * true), so this applies to a task with no requirements at all.
 *
 * Capture times are compared by calendar day: a camera's clock usually writes no time zone, so a
 * file's day is the day it says, and a task's window runs from the UTC day it was published to the
 * UTC day the work is submitted.
 */
import { authenticityMessages as m } from './authenticity-messages';
import { formatCalendarDay } from './dates';
import type { AuthenticityRequirements, MediaKind } from './media-requirements';
import type { Provenance } from './provenance';

export type AuthenticityRequirementName = 'ai_generated' | 'capture_date' | 'content_credentials';

export interface AuthenticityVerdict {
  requirement: AuthenticityRequirementName;
  met: boolean;
  justMet: false;
  message: string;
}

/** When the task opened (published, else created) and when the work is submitted. */
export interface CaptureWindow {
  openedAt: Date | null;
  submittedAt: Date;
}

/** What a file of each kind is called in a sentence about when it was recorded. */
const NOUNS: Record<MediaKind, string> = {
  video: 'This clip',
  audio: 'This recording',
  image: 'This photo',
  document: 'This file',
};

/** The UTC calendar day of a moment, "2026-11-28". */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The calendar day a capture time names: its own day, or its UTC day when it carries a zone. */
function captureDay(createdAt: string): string {
  if (/(Z|[+-]\d{2}:\d{2})$/.test(createdAt)) {
    const at = new Date(createdAt);
    if (!Number.isNaN(at.getTime())) return utcDay(at);
  }
  return createdAt.slice(0, 10);
}

/** How a task's capture window reads after "this task needs files recorded". */
function windowWords(a: AuthenticityRequirements, window: CaptureWindow): string {
  const after =
    a.capture_within_task_window && window.openedAt ? utcDay(window.openedAt) : a.captured_after;
  const before = a.capture_within_task_window ? utcDay(window.submittedAt) : a.captured_before;
  if (after && before)
    return `between ${formatCalendarDay(after)} and ${formatCalendarDay(before)}`;
  if (after) return `on or after ${formatCalendarDay(after)}`;
  return before ? `on or before ${formatCalendarDay(before)}` : 'within its window';
}

const verdict = (
  requirement: AuthenticityRequirementName,
  met: boolean,
  message: string,
): AuthenticityVerdict => ({ requirement, met, justMet: false, message });

/**
 * Every authenticity requirement that applies to one file, met or not. `provenance` undefined:
 * never read (a file submitted before provenance was); only what it says is judged, and a file
 * whose provenance could not be read meets no requirement that needs it.
 */
export function checkAuthenticity(
  requirements: AuthenticityRequirements | null | undefined,
  kind: MediaKind,
  provenance: Provenance | null | undefined,
  window: CaptureWindow,
): AuthenticityVerdict[] {
  if (provenance === undefined || kind === 'document') return [];
  const a = requirements ?? {};
  const out: AuthenticityVerdict[] = [];
  const c2pa = provenance?.c2pa;
  if (a.refuse_ai_generated !== false && c2pa?.ai_generated) {
    out.push(verdict('ai_generated', false, m.aiGeneratedRefused));
  }
  if (a.require_content_credentials) {
    if (!c2pa?.present) out.push(verdict('content_credentials', false, m.credentialsMissing));
    else if (c2pa.valid !== true) {
      const problem = c2pa.validation_errors[0]?.split(':')[0] ?? 'not verifiable';
      out.push(verdict('content_credentials', false, m.credentialsInvalid(problem)));
    } else out.push(verdict('content_credentials', true, 'Content Credentials hold'));
  }
  const windowed = a.capture_within_task_window || a.captured_after || a.captured_before;
  if (windowed) {
    const createdAt = provenance?.capture.created_at;
    if (!createdAt) {
      out.push(verdict('capture_date', false, m.captureDateMissing(windowWords(a, window))));
      return out;
    }
    const day = captureDay(createdAt);
    const noun = NOUNS[kind];
    const problems: string[] = [];
    if (a.capture_within_task_window) {
      if (window.openedAt && day < utcDay(window.openedAt))
        problems.push(m.capturedBeforeOpened(noun, day));
      if (day > utcDay(window.submittedAt)) problems.push(m.capturedAfterSubmitted(noun, day));
    }
    if (a.captured_after && day < a.captured_after) {
      problems.push(m.capturedBeforeBound(noun, day, a.captured_after));
    }
    if (a.captured_before && day > a.captured_before) {
      problems.push(m.capturedAfterBound(noun, day, a.captured_before));
    }
    out.push(
      problems.length
        ? verdict('capture_date', false, problems[0]!)
        : verdict('capture_date', true, `Recorded on ${formatCalendarDay(day)}`),
    );
  }
  return out;
}
