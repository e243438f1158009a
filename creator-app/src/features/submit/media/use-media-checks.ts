import { useEffect, useRef, useState } from 'react';
import { checkFileCount, type RequirementVerdict } from '@groundtruth/domain/media-checks';
import { taskOpenedAt, type Task } from '@groundtruth/domain/entities';
import type { MediaFacts } from '@groundtruth/domain/media-facts';
import type { MediaRequirements } from '@groundtruth/domain/media-requirements';
import { mediaCheckWords, type MediaCheckWords } from '@groundtruth/domain/words/media-checks';
import { useWords } from '@groundtruth/platform/i18n';
import type { Provenance } from '@groundtruth/domain/provenance';
import type { MediaInspector } from './media-inspector';
import { loadMediaInspector } from './load-media-inspector';

/** Where the device check of one chosen file stands. */
export type MediaCheck =
  | { status: 'inspecting' }
  /** facts null: the bytes are no kind the product reads. */
  | {
      status: 'inspected';
      facts: MediaFacts | null;
      provenance: Provenance | null;
      verdicts: RequirementVerdict[];
    }
  /** The inspector could not load (offline, old browser): submitWork's check still applies. */
  | { status: 'unavailable' };

/** A chosen file as the check needs it. */
export interface CheckedFile {
  key: string;
  file: File;
}

/** Why Submit is disabled by the device check; null when it is not. */
export function submitBlockedReason(
  files: readonly CheckedFile[],
  checks: Readonly<Record<string, MediaCheck>>,
  requirements: MediaRequirements | null | undefined,
  w: MediaCheckWords = mediaCheckWords,
): string | null {
  if (files.length === 0) return null;
  if (files.some(({ key }) => (checks[key]?.status ?? 'inspecting') === 'inspecting')) {
    return w.checkingFiles;
  }
  const failing = files.filter(({ key }) => {
    const check = checks[key];
    return check?.status === 'inspected' && check.verdicts.some((v) => !v.met);
  });
  if (failing.length > 0) {
    const names = failing.map(({ file }) => file.name).join(', ');
    return w.removeFailing(names);
  }
  const count = checkFileCount(requirements, files.length, w).find((v) => !v.met);
  return count ? count.message : null;
}

/** What the check needs of the task: its requirements, and when it opened (capture windows). */
export type CheckedTask = Pick<Task, 'requirements' | 'published_at' | 'created_at'>;

/**
 * Inspects each chosen file on the device as soon as it is chosen and judges it
 * against the task's requirements, its authenticity ones included. Returns each file's check by
 * key and why Submit must wait, if it must. `load` is the inspector's loader (tests pass their own).
 */
export function useMediaChecks(
  files: readonly CheckedFile[],
  task: CheckedTask | null | undefined,
  load: () => Promise<MediaInspector> = loadMediaInspector,
) {
  const requirements = task?.requirements;
  const w = useWords('mediaChecks', mediaCheckWords);
  const [found, setFound] = useState<Record<string, Found>>({});
  const started = useRef(new Set<string>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    for (const { key, file } of files) {
      if (started.current.has(key)) continue;
      started.current.add(key);
      const settle = (result: Found) => {
        if (mounted.current) setFound((current) => ({ ...current, [key]: result }));
      };
      load().then(
        (inspector) =>
          inspector.inspect(file).then(
            ({ facts, provenance }) => settle({ facts, provenance, judge: inspector.judge }),
            // The parser gave up on the bytes: they are no kind the product reads.
            () => settle({ facts: null, provenance: null, judge: inspector.judge }),
          ),
        () => settle('unavailable'),
      );
    }
  }, [files, load]);

  // Verdicts are judged at render, so requirements read afresh apply to facts already found; the
  // capture window closes today, as it would if the work were sent now.
  const window = { openedAt: task ? taskOpenedAt(task) : null, submittedAt: new Date() };
  const checks: Record<string, MediaCheck> = {};
  for (const { key, file } of files) {
    const result = found[key];
    checks[key] =
      result === undefined
        ? { status: 'inspecting' }
        : result === 'unavailable'
          ? { status: 'unavailable' }
          : {
              status: 'inspected',
              facts: result.facts,
              provenance: result.provenance,
              // Judged by the inspector's chunk: its origin checks load with it, not with the screen.
              verdicts: result.judge(
                requirements,
                result.facts,
                file.size,
                { provenance: result.provenance, window },
                w,
              ),
            };
  }
  return { checks, blockedReason: submitBlockedReason(files, checks, requirements, w) };
}

type Found =
  | { facts: MediaFacts | null; provenance: Provenance | null; judge: MediaInspector['judge'] }
  | 'unavailable';
