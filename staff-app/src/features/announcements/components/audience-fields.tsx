import { Select } from '@groundtruth/ui-kit';
import { announcementMessages as words } from '@groundtruth/domain/announcement-messages';
import type { AnnouncementAudience } from '@groundtruth/domain/announcements';
import { countries } from '@groundtruth/domain/locales';
import { languageChoices } from '@groundtruth/domain/i18n/locales';
import { useQualifications } from '../../../lib/qualifications-list';
import { useTaskChoices } from '../api/get-task-choices';

/** What the picker holds: every field of every kind, so switching kinds keeps what was typed. */
export interface AudienceDraft {
  kind: AnnouncementAudience['kind'];
  taskId: string;
  qualificationId: string;
  country: string;
  language: string;
}

export const emptyAudience: AudienceDraft = {
  kind: 'all',
  taskId: '',
  qualificationId: '',
  country: '',
  language: '',
};

const kindOptions = [
  { value: 'all', label: words.announcementAudienceAll },
  { value: 'task', label: words.announcementAudienceTask },
  { value: 'qualification', label: words.announcementAudienceQualification },
  { value: 'locale', label: words.announcementAudienceLocale },
];

/** The audience the draft names, or the words saying what is missing. */
export function audienceOf(draft: AudienceDraft): AnnouncementAudience | { missing: string } {
  switch (draft.kind) {
    case 'all':
      return { kind: 'all' };
    case 'task':
      return draft.taskId ? { kind: 'task', taskId: draft.taskId } : { missing: 'task' };
    case 'qualification':
      return draft.qualificationId
        ? { kind: 'qualification', qualificationId: draft.qualificationId }
        : { missing: 'qualification' };
    case 'locale': {
      const { country, language } = draft;
      if (!country && !language) return { missing: 'locale' };
      return {
        kind: 'locale',
        ...(country ? { country } : {}),
        ...(language ? { language } : {}),
      };
    }
  }
}

/** The audience picker: a kind, then the task, qualification or country and language it needs. */
export function AudienceFields({
  draft,
  onChange,
  missing,
}: {
  /** The audience as picked so far. */
  draft: AudienceDraft;
  /** Called with the whole new draft on every change. */
  onChange: (draft: AudienceDraft) => void;
  /** Which field the last Preview found missing, to show its error. */
  missing: string | null;
}) {
  const tasks = useTaskChoices(draft.kind === 'task');
  const qualifications = useQualifications();
  const set = (patch: Partial<AudienceDraft>) => onChange({ ...draft, ...patch });
  return (
    <>
      <Select
        label={words.announcementAudienceLabel}
        options={kindOptions}
        value={draft.kind}
        onChange={(event) => set({ kind: event.target.value as AudienceDraft['kind'] })}
      />
      {draft.kind === 'task' ? (
        <Select
          label={words.announcementTaskLabel}
          placeholder={words.announcementPickTask}
          options={tasks.data ?? []}
          value={draft.taskId}
          error={missing === 'task' ? words.announcementPickTask : undefined}
          onChange={(event) => set({ taskId: event.target.value })}
        />
      ) : null}
      {draft.kind === 'qualification' ? (
        <Select
          label={words.announcementQualificationLabel}
          placeholder={words.announcementPickQualification}
          options={(qualifications.data ?? []).map(({ id, name }) => ({ value: id, label: name }))}
          value={draft.qualificationId}
          error={missing === 'qualification' ? words.announcementPickQualification : undefined}
          onChange={(event) => set({ qualificationId: event.target.value })}
        />
      ) : null}
      {draft.kind === 'locale' ? (
        <>
          <Select
            label={words.announcementCountryLabel}
            placeholder={words.announcementAnyCountry}
            options={countries.map((value) => ({ value, label: value }))}
            value={draft.country}
            error={missing === 'locale' ? words.announcementLocaleNeedsOne : undefined}
            onChange={(event) => set({ country: event.target.value })}
          />
          <Select
            label={words.announcementLanguageLabel}
            placeholder={words.announcementAnyLanguage}
            // Sent as the code profiles store; profiles stored before the codes match too.
            options={languageChoices.map(({ code, label }) => ({ value: code, label }))}
            value={draft.language}
            onChange={(event) => set({ language: event.target.value })}
          />
        </>
      ) : null}
    </>
  );
}
