/**
 * Releases in a dataset export: a with_release task's approved submissions carry the signed
 * release PDFs of the people in frame. Each PDF is copied beside the files under releases/, its
 * hash checked against the custody record and listed in the manifest's `releases` column on every
 * file of its submission; the card and croissant.json say how consent was collected; a
 * withdrawn release keeps its submission out; verify-dataset checks the PDFs too.
 */
import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { releasePdfPath } from '@groundtruth/domain/releases';
import { admin, newStaff, type Member } from '../testing/clients';
import {
  downloadExport,
  exportDoc,
  exportTask,
  exportObjects,
  manifestLines,
  seedApprovedWork,
} from '../testing/datasets';
import { newTask } from '../testing/flows';
import { BUCKET } from '../testing/stack';
import { renderReleasePdf } from '../src/releases/release-pdf';
import { tempDir } from '../testing/temp-dirs';

process.env.GROUNDTRUTH_STORAGE_BUCKET = BUCKET;
process.env.GROUNDTRUTH_DEV_KEYS_DIR = tempDir('gt-rel-keys-');

const verifier = path.resolve(import.meta.dirname, '../../verify-dataset/verify-dataset.mjs');
const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');

let adminUser: Member;
let support: Member;

beforeAll(async () => {
  [adminUser, support] = await Promise.all([newStaff('admin'), newStaff('support')]);
}, 60_000);

/** A signed release of `signer` for `uid`'s work, its PDF stored where signing stores it. */
async function signedRelease(uid: string, signer: string, taskTitle: string) {
  const releaseId = `rel-${uid}-${signer.split(' ')[0]!.toLowerCase()}`;
  const { bytes, sha256: pdfSha256 } = await renderReleasePdf({
    release: {
      signer_name: signer,
      signer_email: `${signer.split(' ')[0]!.toLowerCase()}@example.com`,
      minor: null,
      signature_text: signer,
      method: 'in_person',
    },
    releaseId,
    creatorName: 'A creator',
    taskTitle,
    signedAt: new Date('2026-11-20T10:00:00Z'),
  });
  const pdfPath = releasePdfPath(uid, releaseId, pdfSha256);
  await admin
    .bucket()
    .file(pdfPath)
    .save(Buffer.from(bytes), { resumable: false, contentType: 'application/pdf' });
  return { release_id: releaseId, signer_name: signer, pdf_path: pdfPath, pdf_sha256: pdfSha256 };
}

/** Approved work of `uid` on the task, with `people` in frame and their releases. */
async function approvedWithReleases(
  taskId: string,
  uid: string,
  releases: Awaited<ReturnType<typeof signedRelease>>[],
  extra: Record<string, unknown> = {},
) {
  const [id] = await seedApprovedWork(taskId, uid, 1);
  await admin
    .db()
    .doc(`submissions/${id}`)
    .update({ people_in_frame: releases.length, releases, ...extra });
  return id!;
}

describe('a dataset export of a task with people in frame', () => {
  const title = 'Neighbours telling a story';
  let exportId: string;
  let objects: Map<string, Buffer>;
  let lines: Record<string, unknown>[];
  let twoSigned: Awaited<ReturnType<typeof signedRelease>>[];

  beforeAll(async () => {
    const taskId = await newTask(support, { title });
    await admin.db().doc(`tasks/${taskId}`).update({ people: 'with_release' });
    twoSigned = [
      await signedRelease('rel-a', 'Ada Lovelace', title),
      await signedRelease('rel-a', 'Alan Turing', title),
    ];
    await approvedWithReleases(taskId, 'rel-a', twoSigned);
    // Nobody identifiable appeared: nothing to sign, and the line says so.
    await approvedWithReleases(taskId, 'rel-b', []);
    // Its person withdrew their release: the submission stays out.
    await approvedWithReleases(
      taskId,
      'rel-c',
      [await signedRelease('rel-c', 'Grace Hopper', title)],
      {
        release_revoked: true,
      },
    );
    exportId = await exportTask(adminUser, taskId);
    expect((await exportDoc(exportId)).status).toBe('complete');
    objects = await exportObjects(exportId);
    lines = await manifestLines(exportId);
  }, 240_000);

  it('should deliver each signed release under releases/ with the hash its custody record holds', () => {
    expect(lines).toHaveLength(2);
    const withPeople = lines.find((line) => (line.releases as { count: number }).count === 2)!;
    const { documents } = withPeople.releases as { documents: { path: string; sha256: string }[] };
    expect(documents).toHaveLength(2);
    for (const [i, document] of documents.entries()) {
      expect(document.path).toBe(`releases/${withPeople.submission_id as string}/${i + 1}.pdf`);
      expect(document.sha256).toBe(twoSigned[i]!.pdf_sha256);
      const delivered = objects.get(document.path)!;
      expect(sha256(delivered)).toBe(document.sha256);
      expect(delivered.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    const nobody = lines.find((line) => line !== withPeople)!;
    expect(nobody.releases).toEqual({ count: 0, documents: [] });
    // The withdrawn one's PDF is not delivered either: two PDFs in all.
    expect([...objects.keys()].filter((name) => name.startsWith('releases/'))).toHaveLength(2);
  });

  it('should say on the card and in croissant.json how consent was collected', () => {
    const card = objects.get('dataset-card.md')!.toString('utf8');
    expect(card).toContain(
      '- People in frame: 2 identifiable people in 2 submissions, with 2 signed releases under `releases/`',
    );
    expect(card).toContain('each names the person in\nframe who signed it');
    const croissant = JSON.parse(objects.get('croissant.json')!.toString('utf8'));
    expect(croissant['rai:dataCollection']).toContain(
      'their 2 release PDF(s) are under releases/, each with its SHA-256',
    );
    expect(croissant['rai:personalSensitiveInformation']).toContain(
      'except in the release PDFs under releases/',
    );
    expect(croissant.distribution.map((d: { '@id': string }) => d['@id'])).toContain('releases');
    const fields = croissant.recordSet[0].field.map((f: { name: string }) => f.name);
    expect(fields).toContain('releases');
  });

  it('should verify with verify-dataset, and fail it when a release PDF is altered or missing', async () => {
    const folder = await downloadExport(exportId);
    const ok = spawnSync(process.execPath, [verifier, folder], { encoding: 'utf8' });
    expect(ok.status, `${ok.stdout}${ok.stderr}`).toBe(0);
    expect(ok.stdout).toContain('Releases: 2 of 2 listed match their SHA-256');

    const [first, second] = [...objects.keys()].filter((name) => name.startsWith('releases/'));
    fs.appendFileSync(path.join(folder, first!), ' ');
    fs.rmSync(path.join(folder, second!));
    const bad = spawnSync(process.execPath, [verifier, folder], { encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(`${bad.stdout}${bad.stderr}`).toContain(`altered: ${first}`);
    expect(`${bad.stdout}${bad.stderr}`).toContain(`missing: ${second}`);
  });
});

describe('a release PDF changed after it was signed', () => {
  it('should stop the export, naming the PDF', async () => {
    const taskId = await newTask(support, { title: 'A changed release' });
    await admin.db().doc(`tasks/${taskId}`).update({ people: 'with_release' });
    const release = await signedRelease('rel-d', 'Edsger Dijkstra', 'A changed release');
    await approvedWithReleases(taskId, 'rel-d', [release]);
    await admin.bucket().file(release.pdf_path).save(Buffer.from('%PDF-1.7 not the signed one'));
    const exportId = await exportTask(adminUser, taskId);
    const doc = await exportDoc(exportId);
    expect(doc.status).toBe('failed');
    expect(doc.error).toBe(
      `A signed release no longer matches its custody record (SHA-256): ${release.pdf_path}. The export was stopped.`,
    );
  }, 120_000);
});
