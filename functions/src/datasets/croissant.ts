/**
 * croissant.json: the export as an MLCommons Croissant 1.1 dataset (JSON-LD) for dataset tools,
 * built from the same description as the card; it names no person (the publisher is Groundtruth).
 */
import { CONTRIBUTOR_LICENCE, EXPORT_FILES } from '@groundtruth/domain/dataset-exports';
import { taskCategoryLabels } from '@groundtruth/domain/constants';
import type { ExportDescription } from './describe';
import { MANIFEST_COLUMNS } from './manifest';

export const CROISSANT_1_1 = 'http://mlcommons.org/croissant/1.1';

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
  ai_generated: {
    dataType: 'sc:Boolean',
    description:
      "Whether the file's Content Credentials say a trained model generated it (null: not read).",
  },
  content_credentials: {
    dataType: 'sc:StructuredValue',
    description: "The file's Content Credentials (C2PA), as read and verified on upload.",
    sub: {
      present: ['sc:Boolean', 'The file carries a C2PA manifest.'],
      valid: ['sc:Boolean', 'Its signature, claim and content hash hold.'],
    },
  },
  captured_at: {
    dataType: 'sc:Text',
    description: 'When it was recorded, as its metadata says (ISO 8601, zone where given).',
  },
  device: { dataType: 'sc:Text', description: 'The recording device, as its metadata says.' },
  edited: {
    dataType: 'sc:Boolean',
    description: 'Whether its Content Credentials or its software field show an editor.',
  },
  location_removed: {
    dataType: 'sc:Boolean',
    description: 'The position it carried was removed from the delivered bytes.',
  },
  original_sha256: {
    dataType: 'sc:Text',
    description: 'SHA-256 (hex) of the bytes as recorded, when the delivered ones differ.',
  },
  releases: {
    dataType: 'sc:StructuredValue',
    description:
      'The signed releases of the identifiable people in frame (null: the task allowed none); the same on every file of a submission.',
    sub: {
      count: ['sc:Integer', 'How many identifiable people the creator said appear.'],
      documents: [
        'sc:StructuredValue',
        'Each signed release: its PDF under releases/ (path) and SHA-256 (hex).',
      ],
    },
  },
};

const manifestSource = (extract: Record<string, string>) => ({
  fileObject: { '@id': EXPORT_FILES.manifest },
  extract,
});

/**
 * How consent was collected, for the RAI fields: the creators' attestation, and for a task with
 * people in frame, a release signed by each identifiable person.
 */
export function consentText(d: ExportDescription): string {
  const { summary: s } = d;
  const creators =
    'Consent: every creator attested, when submitting, that they made the content and consent to its use for training AI (terms version and time per file in the manifest).';
  if (d.task.people !== 'with_release' && s.submissionsWithReleases === 0)
    return `${creators} The task allowed no identifiable person other than the creator in frame.`;
  return `${creators} The task allowed identifiable people in frame only with a signed release: the creator declared how many people appear and could not submit until each had signed, either on the creator's device (name, e-mail, a guardian for a minor, typed signature, date) or through a link e-mailed to them, valid 14 days, which verifies their address. ${s.submissionsWithReleases} submission(s) declared ${s.peopleInFrame} person(s); their ${s.releaseDocuments} release PDF(s) are under releases/, each with its SHA-256 in the manifest's releases column. A person who withdraws their release takes the submission out of every later export.`;
}

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
      ...(summary.releaseDocuments > 0
        ? [
            {
              '@type': 'cr:FileSet',
              '@id': 'releases',
              name: 'releases',
              description:
                "The signed releases of the identifiable people in frame (PDF), each listed in its submission's manifest lines with its SHA-256.",
              encodingFormat: ['application/pdf'],
              includes: `${EXPORT_FILES.releases}**`,
            },
          ]
        : []),
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
    'rai:dataCollection': `Recorded by creators on the Groundtruth marketplace for the task "${task.title}", following its description and requirements, and uploaded by the creators themselves. Only approved submissions are included; ${d.includesAutoApproved ? "each manifest line's review_source says whether staff reviewed it or it was approved automatically after the review deadline" : 'each was reviewed by Groundtruth staff (automatic approvals left out)'}. ${consentText(d)}`,
    'rai:dataCollectionType': ['Crowdsourced', 'Manual Human Curation'],
    'rai:dataCollectionTimeframe': [summary.firstApproved, summary.lastApproved].filter(Boolean),
    'rai:dataAnnotationProtocol':
      'No labels are added. Submissions are reviewed by Groundtruth staff against the task, or approved automatically when not reviewed within the review deadline; the manifest records the approval time and its review_source, not the reviewer.',
    'rai:personalSensitiveInformation': `Contributors are identified only by a pseudonym (HMAC-SHA256 of their account id under this customer's key, key id ${d.customerKeyId}); no names, e-mail addresses, account ids or original file names are included${d.summary.releaseDocuments > 0 ? ', except in the release PDFs under releases/, which name and bear the signature of the people who agreed to appear (keep them apart from training data)' : ''}. The media may show or contain the voice of their creators, each of whom attested to owning the content and consenting to AI-training use (terms version and time per file in the manifest). No recorded position is delivered: ${d.summary.locationRemoved} file(s) had theirs removed (location_removed, original_sha256), and ${Object.values(d.leftOut).reduce((n, c) => n + c, 0)} approved file(s) whose position could not be removed safely were left out.`,
    'rai:dataCollectionMissingData': `Files left out: ${
      Object.entries(d.leftOut)
        .map(([reason, n]) => `${n} (${reason})`)
        .join('; ') || 'none'
    }.`,
    'rai:annotationsPerItem': `Provenance per file, read on upload: Content Credentials (C2PA) present and verified (${d.summary.withCredentials} and ${d.summary.validCredentials}), AI-generated by their credentials (${d.summary.aiGenerated}), edited (${d.summary.edited}), capture time and device (${d.summary.withCaptureDate} with a time).`,
    'rai:dataUseCases':
      "Training, evaluating and improving AI systems, as the contributors' licence allows.",
    'rai:dataLimitations': `Limited to the approved work of one task${d.approvedFrom || d.approvedTo ? ' within the requested approval dates' : ''}; contributors chose to take part, so the data reflects who joins the marketplace, not a population sample.`,
    'rai:dataReleaseMaintenancePlan':
      'A fixed export: its manifest is signed (Ed25519, manifest.sig) and every file hashed (SHA-256), so any later change is detectable. Later approved work is delivered as a new export.',
  };
}
