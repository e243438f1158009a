import type { SubmissionFile } from '@groundtruth/domain/entities';

/** What the file player (file-player.tsx) needs of a submitted file. */
export type PlayableFile = Pick<SubmissionFile, 'name' | 'path' | 'type' | 'media'>;

/**
 * How the player shows a file: a timeline (video, audio), a picture, or a download. Apart from
 * the player, so a list can offer Play without loading it.
 */
export function playerKind(
  file: Pick<PlayableFile, 'type' | 'media'>,
): 'timeline' | 'image' | 'other' {
  const kind = file.media?.type ?? file.type.split('/')[0];
  if (kind === 'video' || kind === 'audio') return 'timeline';
  return kind === 'image' ? 'image' : 'other';
}
