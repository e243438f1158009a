/**
 * A submission judged whole, as submitWork and the requirements' re-check judge it: its media facts
 * against the task's requirements (media-checks) and where each file came from against its
 * authenticity requirements (authenticity-checks). The creator's device check joins the same two
 * per file, the second loaded with its inspector.
 */
import type { MediaCheckWords } from './words/media-checks';
import { checkAuthenticity, type CaptureWindow } from './authenticity-checks';
import type { MediaFacts } from './media-facts';
import { checkFile, checkFileCount, fileProblems, type RequirementVerdict } from './media-checks';
import type { MediaRequirements } from './media-requirements';
import type { Provenance } from './provenance';

/** Where a file came from, and the window it was submitted in: for the authenticity checks. */
export interface FileOrigin {
  /** Undefined: never read (a file submitted before provenance was); null: could not be read. */
  provenance: Provenance | null | undefined;
  window: CaptureWindow;
}

/**
 * Every requirement that applies to one file, met or not: its media facts', then its origin's
 * (which apply even to a task with no requirements: AI-generated work is refused by default).
 */
export function checkFileAndOrigin(
  requirements: MediaRequirements | null | undefined,
  facts: MediaFacts | null,
  sizeBytes: number,
  origin: FileOrigin,
  words?: MediaCheckWords,
): RequirementVerdict[] {
  const authenticity = facts
    ? checkAuthenticity(requirements?.authenticity, facts.type, origin.provenance, origin.window)
    : [];
  return [...checkFile(requirements, facts, sizeBytes, words), ...authenticity];
}

/** What a submission's judgement needs of each file: its name, size and stored facts. */
export interface JudgedFile {
  name: string;
  size: number;
  /** Absent on files submitted before inspection existed: judged by their size only. */
  media?: MediaFacts | undefined;
  /** Absent on files submitted before provenance was read: not judged on it. */
  provenance?: Provenance | undefined;
}

/**
 * Every requirement a submission's files fail, in words: the number of files first, then each
 * file's ("clip.mp4: 640 × 360 — this task needs at least 1920 × 1080"). submitWork refuses a
 * submission with any; updateTaskRequirements marks a pending one `fails_requirements` from the
 * facts it stored, without reading the files again.
 */
export function submissionProblems(
  requirements: MediaRequirements | null | undefined,
  files: readonly JudgedFile[],
  window: CaptureWindow,
): string[] {
  const count = checkFileCount(requirements, files.length)
    .filter((v) => !v.met)
    .map((v) => v.message);
  return [
    ...count,
    ...files.flatMap((file) => {
      const verdicts = checkFileAndOrigin(requirements, file.media ?? null, file.size, {
        provenance: file.provenance,
        window,
      });
      // Facts never gathered are not facts found wanting: only the size is known.
      const known = file.media
        ? verdicts
        : verdicts.filter((v) => v.requirement === 'max_file_bytes');
      return fileProblems(file.name, known);
    }),
  ];
}
