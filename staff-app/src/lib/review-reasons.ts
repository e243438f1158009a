/**
 * The reasons reviewers choose from: the settings' list, or the defaults until an admin saves one.
 * Apart from platform-settings.ts so only the review dialogs and the settings screen carry the
 * defaults' words.
 */
import { DEFAULT_REVIEW_REASONS } from '@groundtruth/domain/default-review-reasons';
import type { PlatformSettings } from '@groundtruth/domain/entities';
import type { ReviewReason } from '@groundtruth/domain/review-reasons';

export function reviewReasonsOf(settings: PlatformSettings | undefined): readonly ReviewReason[] {
  return settings?.review_reasons ?? DEFAULT_REVIEW_REASONS;
}
