import { navBellWords } from './nav-bell';
import { navFrameWords } from './nav-frame';
import { navPartsWords } from './nav-parts';

/**
 * The dashboard frame's words for creators (docs/product.md, Screens): the sidebar, Sign Out and
 * the language choice. Translated (domain/src/i18n/tables.ts); staff's sidebar stays English.
 */
export const navWords = {
  ...navFrameWords,
  ...navBellWords,
  creatorScreens: 'Creator screens',
  /** The shared screen parts (platform/src/screen-parts.tsx) on a creator's screens. */
  ...navPartsWords,
  language: 'Language',
  /** A language Groundtruth does not speak yet: chosen, the screens stay in English. */
  inEnglishForNow: (language: string) =>
    `Groundtruth is not in ${language} yet: your screens and e-mails stay in English for now.`,
  languageNames: {
    en: 'English',
    es: 'Spanish',
    'pt-BR': 'Portuguese',
    fr: 'French',
    de: 'German',
    hi: 'Hindi',
    tl: 'Tagalog',
    sw: 'Swahili',
    other: 'Other',
  },
} as const;
