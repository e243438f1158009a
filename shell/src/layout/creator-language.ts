import { collections } from '@groundtruth/domain/collections';
import { followStoredLanguage } from '@groundtruth/platform/i18n';

/**
 * Once a creator is signed in, their Language setting decides (creator_profiles.locales.language,
 * a code, or a label stored before the codes): read after the frame's first paint, in its own chunk.
 * A profile with no language keeps the browser's choice.
 */
export async function followCreatorLanguage(uid: string): Promise<void> {
  const [{ firestore }, { doc, getDoc }] = await Promise.all([
    import('@groundtruth/firebase-web/firestore'),
    import('@groundtruth/firebase-web/firestore-sdk'),
  ]);
  const profile = await getDoc(doc(await firestore(), collections.creatorProfiles, uid));
  const language: unknown = profile.data()?.locales?.language;
  if (typeof language === 'string') await followStoredLanguage(language);
}
