import { useQuery } from '@tanstack/react-query';
import { readFileBytes } from '@groundtruth/platform/download-file';
import { qualificationKeys } from '../qualifications-keys';

/**
 * A question's picture or clip as a URL the page can show: the bytes come through the Storage SDK
 * (storage.rules let any active signed-in user read them), so the request carries the user's
 * credentials across origins, unlike a plain link. Storage loads with the first question that
 * has media. The URL lives as long as the page: a quiz shows a handful.
 */
export async function getQuestionMediaUrl(path: string): Promise<string> {
  return URL.createObjectURL(new Blob([await readFileBytes(path)]));
}

export function useQuestionMedia(path: string) {
  return useQuery({
    queryKey: qualificationKeys.media(path),
    queryFn: () => getQuestionMediaUrl(path),
    // An uploaded question's media is never replaced (storage.rules): one read per page.
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
