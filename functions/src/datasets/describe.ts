/**
 * The two human- and machine-readable descriptions of an export: dataset-card.md
 * for a person and croissant.json (MLCommons Croissant 1.1, JSON-LD) for dataset tools. Both
 * are built from the task, the export document and the manifest's summary; neither names a
 * person (the admin who exported it included: the publisher is Groundtruth).
 */
import { CONTRIBUTOR_LICENCE, EXPORT_FILES } from '@groundtruth/domain/dataset-exports';
import { taskCategoryLabels } from '@groundtruth/domain/constants';
import type { Task } from '@groundtruth/domain/entities';
import { MANIFEST_COLUMNS, type ManifestSummary } from './manifest';

export const CROISSANT_1_1 = 'http://mlcommons.org/croissant/1.1';

/** What both descriptions are made from. */
export interface ExportDescription {
  exportId: string;
  task: Task & { id: string };
  /** The task's media requirements, when it has any. */
  requirements?: unknown;
  summary: ManifestSummary;
  /** The review-date range asked for (ISO), null: open-ended. */
  approvedFrom: string | null;
  approvedTo: string | null;
  /** Whether auto-approved work was asked for (exportDataset's includeAutoApproved). */
  includesAutoApproved: boolean;
  completedAt: string;
  manifestSha256: string;
  manifestBytes: number;
  keyFingerprint: string;
  customerKeyId: string;
  /** Where the export lives, e.g. https://storage.googleapis.com/{bucket}/exports/{id}/. */
  location: string;
  /** The product's address (the terms page is under it). */
  appUrl: string;
}

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function durationText(summary: ManifestSummary): string {
  if (summary.filesWithDuration === 0) return 'not measured (no file carries media facts)';
  const total = Math.round(summary.durationSeconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const text = `${h > 0 ? `${h} h ` : ''}${m > 0 || h > 0 ? `${m} min ` : ''}${s} s`;
  return summary.filesWithDuration === summary.files
    ? text
    : `${text} (the ${plural(summary.filesWithDuration, 'file')} with media facts)`;
}

/** How much of the export no person reviewed, as the card states it. */
function autoApprovedText(d: ExportDescription): string {
  const { submissions, autoApprovedSubmissions: auto } = d.summary;
  if (!d.includesAutoApproved)
    return 'Submissions approved automatically (not reviewed by staff within the review deadline) were left out: every one here was reviewed by Groundtruth staff.';
  return `Of the ${plural(submissions, 'submission')}, ${auto.toLocaleString('en-US')} ${auto === 1 ? 'was' : 'were'} approved automatically because staff did not review ${auto === 1 ? 'it' : 'them'} within the review deadline (\`review_source\` "auto" in the manifest); the rest were reviewed by Groundtruth staff.`;
}

/** dataset-card.md */
export function datasetCard(d: ExportDescription): string {
  const { task, summary } = d;
  const requirements = [
    `- Category: ${taskCategoryLabels[task.category]}`,
    task.tags.length ? `- Tags: ${task.tags.join(', ')}` : null,
    task.expected_timeline ? `- Expected timeline: ${task.expected_timeline}` : null,
    task.instructions_url ? `- Instructions: ${task.instructions_url}` : null,
    d.requirements
      ? `- Media requirements:\n\n\`\`\`json\n${JSON.stringify(d.requirements, null, 2)}\n\`\`\``
      : '- Media requirements: none stated',
  ].filter(Boolean);
  const range =
    d.approvedFrom || d.approvedTo
      ? `Requested: approved ${d.approvedFrom ? `from ${d.approvedFrom}` : ''}${d.approvedFrom && d.approvedTo ? ' ' : ''}${d.approvedTo ? `to ${d.approvedTo}` : ''}.`
      : 'Requested: every approved submission of the task.';
  return `# ${task.title}

A dataset of approved work from Groundtruth, exported ${d.completedAt} (export \`${d.exportId}\`).

## Task

${task.description || '(no description)'}

${requirements.join('\n')}

## Contents

- Files: ${summary.files.toLocaleString('en-US')} (in \`${EXPORT_FILES.files}\`, listed in \`${EXPORT_FILES.manifest}\`)
- Contributors: ${summary.contributors.toLocaleString('en-US')} (pseudonymous)
- Total size: ${summary.bytes.toLocaleString('en-US')} bytes
- Total duration: ${durationText(summary)}
- Content types: ${summary.contentTypes.join(', ') || 'none'}
- Approved between: ${summary.firstApproved ?? '—'} and ${summary.lastApproved ?? '—'}. ${range}

Only approved submissions are included: nothing pending, rejected, sent back for changes or
withdrawn. ${autoApprovedText(d)}

## Licence and consent

Every file's creator attested, when submitting it, that they made the content themselves and
consent to its use for training AI, under the Groundtruth Terms of Service, version
${summary.termsVersions.join(', ') || '—'} (each line of the manifest names the version it was
attested under, and when). Section 5 of those terms, the licence to the content:

> ${CONTRIBUTOR_LICENCE}

Terms: ${d.appUrl}/terms

## Contributors and personal data

Contributors are identified only by a pseudonym: the HMAC-SHA256 of their account id under a
key kept for this customer (key id \`${d.customerKeyId}\`). The same person has the same
pseudonym in every export to this customer and a different one for any other customer. No
names, e-mail addresses, account ids or original file names are included; files are named by
their submission's pseudonym and position. Review decisions carry their time, not the reviewer.
The media themselves may show or be voiced by their creators, who consented as above.

## How to verify

1. \`${EXPORT_FILES.signature}\` is a detached Ed25519 signature (base64) of the bytes of
   \`${EXPORT_FILES.manifest}\`, made with the key whose public half is \`${EXPORT_FILES.publicKey}\`.
   Its fingerprint is **${d.keyFingerprint}** (SHA-256 of the key's DER bytes, base64): check it
   against the one Groundtruth gave you, since a key shipped beside the data proves nothing alone.
2. The manifest's SHA-256 is \`${d.manifestSha256}\` (also in \`${EXPORT_FILES.croissant}\`).
3. Each manifest line gives a file's \`file_path\`, \`size_bytes\` and \`sha256\`.

With Groundtruth's verifier (Node.js 20, no dependencies), on a downloaded copy of this folder:

\`\`\`sh
npm run verify-dataset -- ./${d.exportId} --public-key groundtruth-export-key.pem
\`\`\`

or by hand with OpenSSL 3:

\`\`\`sh
base64 -d ${EXPORT_FILES.signature} > manifest.sig.bin
openssl pkeyutl -verify -pubin -inkey ${EXPORT_FILES.publicKey} -rawin -in ${EXPORT_FILES.manifest} -sigfile manifest.sig.bin
sha256sum ${EXPORT_FILES.files}…   # compare with the manifest's sha256 column
\`\`\`
`;
}

const CONTEXT = {
  '@language': 'en',
  '@vocab': 'http://schema.org/',
  sc: 'http://schema.org/',
  cr: 'http://mlcommons.org/croissant/',
  rai: 'http://mlcommons.org/croissant/RAI/',
  dct: 'http://purl.org/dc/terms/',
  annotation: 'cr:annotation',
  arrayShape: 'cr:arrayShape',
  citeAs: 'cr:citeAs',
  column: 'cr:column',
  conformsTo: 'dct:conformsTo',
  containedIn: 'cr:containedIn',
  data: { '@id': 'cr:data', '@type': '@json' },
  dataType: { '@id': 'cr:dataType', '@type': '@vocab' },
  equivalentProperty: 'cr:equivalentProperty',
  examples: { '@id': 'cr:examples', '@type': '@json' },
  excludes: 'cr:excludes',
  extract: 'cr:extract',
  field: 'cr:field',
  fileProperty: 'cr:fileProperty',
  fileObject: 'cr:fileObject',
  fileSet: 'cr:fileSet',
  format: 'cr:format',
  includes: 'cr:includes',
  isArray: 'cr:isArray',
  isLiveDataset: 'cr:isLiveDataset',
  jsonPath: 'cr:jsonPath',
  key: 'cr:key',
  md5: 'cr:md5',
  parentField: 'cr:parentField',
  recordSet: 'cr:recordSet',
  references: 'cr:references',
  regex: 'cr:regex',
  readLines: 'cr:readLines',
  sdVersion: 'cr:sdVersion',
  separator: 'cr:separator',
  source: 'cr:source',
  subField: 'cr:subField',
  transform: 'cr:transform',
  unArchive: 'cr:unArchive',
  value: 'cr:value',
};

type Column = (typeof MANIFEST_COLUMNS)[number];

/** Each manifest column's type and meaning; objects list their sub-fields. */
const COLUMN_FIELDS: Record<
  Column,
  { dataType: string; description: string; sub?: Record<string, [string, string]> }
> = {
  submission_id: {
    dataType: 'sc:Text',
    description: "The submission's pseudonymous id (files of one submission share it).",
  },
  file_path: {
    dataType: 'sc:Text',
    description: "The file's path relative to the dataset folder (files/…).",
  },
  size_bytes: { dataType: 'sc:Integer', description: "The file's size in bytes." },
  md5: { dataType: 'sc:Text', description: 'MD5 (base64), as recorded when it was uploaded.' },
  sha256: { dataType: 'sc:Text', description: 'SHA-256 (hex) of the file as exported.' },
  content_type: { dataType: 'sc:Text', description: "The file's media type." },
  media: {
    dataType: 'sc:StructuredValue',
    description: "The file's media facts, measured on the server, where known.",
    sub: {
      type: ['sc:Text', 'Kind of media.'],
      width: ['sc:Integer', 'Width in pixels.'],
      height: ['sc:Integer', 'Height in pixels.'],
      duration_s: ['sc:Float', 'Duration in seconds.'],
      fps: ['sc:Float', 'Frames per second.'],
      codec: ['sc:Text', 'Codec.'],
      audio: ['sc:Boolean', 'Whether a video has sound.'],
      sample_rate_hz: ['sc:Integer', 'Audio sample rate in hertz.'],
    },
  },
  contributor: {
    dataType: 'sc:Text',
    description: "The creator's pseudonym: HMAC-SHA256 of their account id, per customer.",
  },
  attestation: {
    dataType: 'sc:StructuredValue',
    description: "The creator's attestation when submitting.",
    sub: {
      owns_content: ['sc:Boolean', 'The creator made the content.'],
      consents_to_ai_training: ['sc:Boolean', 'The creator consents to AI-training use.'],
      terms_version: ['sc:Text', 'The Terms of Service version attested under.'],
      attested_at: ['sc:DateTime', 'When the creator attested (submitted).'],
    },
  },
  review: {
    dataType: 'sc:StructuredValue',
    description: 'The review decision (no reviewer identity).',
    sub: {
      decision: ['sc:Text', 'Always approved.'],
      decided_at: ['sc:DateTime', 'When it was approved.'],
    },
  },
  review_source: {
    dataType: 'sc:Text',
    description:
      'Who approved it: auto (the review deadline passed, no person reviewed it), staff, second_opinion (two reviewers) or appeal.',
  },
  task_id: { dataType: 'sc:Text', description: 'The Groundtruth task the work was made for.' },
};

const manifestSource = (extract: Record<string, string>) => ({
  fileObject: { '@id': EXPORT_FILES.manifest },
  extract,
});

/** croissant.json: the export as a Croissant 1.1 dataset. */
export function croissant(d: ExportDescription): Record<string, unknown> {
  const { task, summary } = d;
  const fields = MANIFEST_COLUMNS.map((column) => {
    const spec = COLUMN_FIELDS[column];
    const id = `manifest/${column}`;
    return {
      '@type': 'cr:Field',
      '@id': id,
      name: column,
      description: spec.description,
      dataType: spec.dataType,
      source: manifestSource({ column }),
      ...(spec.sub
        ? {
            subField: Object.entries(spec.sub).map(([name, [dataType, description]]) => ({
              '@type': 'cr:Field',
              '@id': `${id}/${name}`,
              name,
              description,
              dataType,
              source: manifestSource({ jsonPath: `$.${column}.${name}` }),
            })),
          }
        : {}),
    };
  });
  return {
    '@context': CONTEXT,
    '@type': 'sc:Dataset',
    conformsTo: CROISSANT_1_1,
    name: `groundtruth-${d.exportId}`,
    alternateName: task.title,
    description:
      `Approved work for the Groundtruth task "${task.title}": ${summary.files} files from ${summary.contributors} pseudonymous contributors, each with its custody record and consent attestation. ${task.description}`.trim(),
    url: d.location,
    creator: { '@type': 'sc:Organization', name: 'Groundtruth', url: d.appUrl },
    publisher: { '@type': 'sc:Organization', name: 'Groundtruth', url: d.appUrl },
    datePublished: d.completedAt,
    dateCreated: d.completedAt,
    version: '1.0.0',
    keywords: [taskCategoryLabels[task.category], ...task.tags],
    license: {
      '@type': 'sc:CreativeWork',
      name: `Groundtruth contributor licence (Terms of Service ${summary.termsVersions.join(', ')})`,
      text: CONTRIBUTOR_LICENCE,
      url: `${d.appUrl}/terms`,
    },
    isLiveDataset: false,
    distribution: [
      {
        '@type': 'cr:FileObject',
        '@id': EXPORT_FILES.manifest,
        name: EXPORT_FILES.manifest,
        description:
          'One JSON line per file: hashes, media facts, pseudonymous contributor, attestation and review.',
        contentUrl: EXPORT_FILES.manifest,
        contentSize: `${d.manifestBytes} B`,
        encodingFormat: 'application/jsonlines',
        sha256: d.manifestSha256,
      },
      {
        '@type': 'cr:FileSet',
        '@id': 'files',
        name: 'files',
        description: 'The approved files, named by their submission pseudonym and position.',
        encodingFormat: summary.contentTypes.length
          ? summary.contentTypes
          : ['application/octet-stream'],
        includes: `${EXPORT_FILES.files}**`,
      },
    ],
    recordSet: [
      {
        '@type': 'cr:RecordSet',
        '@id': 'manifest',
        name: 'manifest',
        description: 'The custody record of each file.',
        key: { '@id': 'manifest/file_path' },
        field: fields,
      },
      {
        '@type': 'cr:RecordSet',
        '@id': 'file-contents',
        name: 'file-contents',
        description: "Each file's bytes, joined to its manifest line by path.",
        field: [
          {
            '@type': 'cr:Field',
            '@id': 'file-contents/file_path',
            name: 'file_path',
            dataType: 'sc:Text',
            source: { fileSet: { '@id': 'files' }, extract: { fileProperty: 'fullpath' } },
            references: { '@id': 'manifest/file_path' },
          },
          {
            '@type': 'cr:Field',
            '@id': 'file-contents/content',
            name: 'content',
            dataType: 'sc:MediaObject',
            source: { fileSet: { '@id': 'files' }, extract: { fileProperty: 'content' } },
          },
        ],
      },
    ],
    'rai:dataCollection': `Recorded by creators on the Groundtruth marketplace for the task "${task.title}", following its description and requirements, and uploaded by the creators themselves. Only approved submissions are included; ${d.includesAutoApproved ? "each manifest line's review_source says whether staff reviewed it or it was approved automatically after the review deadline" : 'each was reviewed by Groundtruth staff (automatic approvals left out)'}.`,
    'rai:dataCollectionType': ['Crowdsourced', 'Manual Human Curation'],
    'rai:dataCollectionTimeframe': [summary.firstApproved, summary.lastApproved].filter(Boolean),
    'rai:dataAnnotationProtocol':
      'No labels are added. Submissions are reviewed by Groundtruth staff against the task, or approved automatically when not reviewed within the review deadline; the manifest records the approval time and its review_source, not the reviewer.',
    'rai:personalSensitiveInformation': `Contributors are identified only by a pseudonym (HMAC-SHA256 of their account id under this customer's key, key id ${d.customerKeyId}); no names, e-mail addresses, account ids or original file names are included. The media may show or contain the voice of their creators, each of whom attested to owning the content and consenting to AI-training use (terms version and time per file in the manifest).`,
    'rai:dataUseCases':
      "Training, evaluating and improving AI systems, as the contributors' licence allows.",
    'rai:dataLimitations': `Limited to the approved work of one task${d.approvedFrom || d.approvedTo ? ' within the requested approval dates' : ''}; contributors chose to take part, so the data reflects who joins the marketplace, not a population sample.`,
    'rai:dataReleaseMaintenancePlan':
      'A fixed export: its manifest is signed (Ed25519, manifest.sig) and every file hashed (SHA-256), so any later change is detectable. Later approved work is delivered as a new export.',
  };
}
