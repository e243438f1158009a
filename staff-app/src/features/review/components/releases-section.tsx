import { useMutation } from '@tanstack/react-query';
import styled from 'styled-components';
import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import type { WithId } from '@groundtruth/domain/converter';
import type { Submission } from '@groundtruth/domain/entities';
import { releaseCardMessages as words } from '@groundtruth/domain/release-card-messages';
import type { SubmissionRelease } from '@groundtruth/domain/releases';
import { readFileBytes, saveFile } from '@groundtruth/platform/download-file';
import { Alert, Button, colorVars, fontSizes, fonts, space } from '@groundtruth/ui-kit';
import { useReleases } from '../api/get-releases';

const Section = styled.section`
  margin-top: ${space[4]};

  h3 {
    margin: 0 0 ${space[2]};
    font-size: ${fontSizes.md};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: ${space[2]} 0 0;
  padding: 0;
  display: grid;
  gap: ${space[2]};

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space[2]};
    min-width: 0;
  }
  span {
    overflow-wrap: anywhere;
  }
  code {
    font-family: ${fonts.mono};
    font-size: ${fontSizes.xs};
    color: ${colorVars.textMuted};
    overflow-wrap: anywhere;
  }
`;

/** Reads the release's PDF (storage.rules: staff read it) and hands it to the browser. */
function useOpenReleasePdf() {
  return useMutation({
    mutationFn: async (release: SubmissionRelease) => {
      const bytes = await readFileBytes(release.pdf_path);
      saveFile(new Blob([bytes], { type: 'application/pdf' }), `release-${release.release_id}.pdf`);
    },
  });
}

/**
 * The releases of the people in a submission's files: how many, each signer and their release's
 * status now, its PDF to open and its hash as the custody record holds it. A release withdrawn
 * after submitting flags the whole submission (it is left out of dataset exports).
 */
export function ReleasesSection({ submission }: { submission: WithId<Submission> }) {
  const attached = submission.releases ?? [];
  const current = useReleases(
    submission.id,
    attached.map((release) => release.release_id),
  );
  const open = useOpenReleasePdf();
  const statusOf = (id: string) =>
    current.data?.find((release) => release?.id === id)?.status ?? 'signed';
  return (
    // A group, not a region: several cards in a queue may each list "Releases (2)".
    <Section role="group" aria-labelledby={`releases-${submission.id}`}>
      <h3 id={`releases-${submission.id}`}>{words.releasesHeading(attached.length)}</h3>
      {submission.release_revoked ? <Alert tone="warning">{words.releaseRevokedFlag}</Alert> : null}
      <List>
        {attached.map((release) => {
          const status = statusOf(release.release_id);
          return (
            <li key={release.release_id}>
              <span>
                {status === 'revoked'
                  ? words.releaseStatusRevoked(release.signer_name)
                  : words.releaseStatusSigned(release.signer_name)}
              </span>
              <Button
                size="small"
                onClick={() => open.mutate(release)}
                loading={open.isPending && open.variables?.release_id === release.release_id}
                aria-label={`${words.openReleasePdf}: ${release.signer_name}`}
              >
                {words.openReleasePdf}
              </Button>
              <code aria-label={`SHA-256 of ${release.signer_name}'s release`}>
                {release.pdf_sha256}
              </code>
            </li>
          );
        })}
      </List>
      {open.error ? (
        <Alert tone="destructive">{callableErrorWords(open.error).message}</Alert>
      ) : null}
    </Section>
  );
}
