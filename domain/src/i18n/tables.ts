import { messages } from '../messages';
import { taskAlertMessages } from '../task-alert-messages';
import { authWords } from '../words/auth';
import { creatorWords } from '../words/creator';
import { payWords } from '../words/pay';
import { refusalWords } from '../words/refusals';
import { fieldCheckWords } from '../words/field-checks';
import { mediaCheckWords } from '../words/media-checks';
import { navWords } from '../words/nav';
import { settingsWords } from '../words/settings';
import { mailWords } from '../mail-words';
import { landingWords } from '../words/landing';
import { legalWords } from '../words/legal';

/**
 * Every translated English table, by its catalog name (the prefix of its message ids), and who
 * reads it: `screens` (the browser's chunk of a locale) or `mail` (the functions' e-mails). A
 * table is added here and under catalogs/<locale>/<name>.json for each locale; then
 * `npm run i18n:compile -w domain` writes compiled/<locale>.<audience>.json.
 */
export const translatedTables = {
  screens: {
    nav: navWords,
    auth: authWords,
    messages,
    settings: settingsWords,
    creator: creatorWords,
    taskAlerts: taskAlertMessages,
    pay: payWords,
    refusals: refusalWords,
    fieldChecks: fieldCheckWords,
    mediaChecks: mediaCheckWords,
  },
  mail: { mail: mailWords },
  // The public pages (marketing-site): the landing's chunk per locale, the legal pages' words
  // for the build's prerender only.
  landing: { landing: landingWords },
  legal: { legal: legalWords },
} as const satisfies Record<string, Record<string, object>>;

export type Audience = keyof typeof translatedTables;
