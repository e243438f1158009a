/**
 * The release link's forms (release-link.ts), as markup for publicPage: every value escaped, the
 * fields in the product's look (mail/public-page-style.ts). The minor's name shows only once the
 * box saying the person in frame is a minor is ticked, without a script: the box and the field
 * are siblings, and the server reads the name only when the box was ticked.
 */
import { releaseMessages as words } from '@groundtruth/domain/release-messages';
import type { Release } from '@groundtruth/domain/release-document';
import { escapeHtml } from '../mail/compose';

/** What the signer posted, shown again with a refusal so nothing typed is lost. */
export interface PostedSignature {
  signerName: string;
  forMinor: boolean;
  minorName: string;
  signature: string;
}

function field(label: string, name: string, value: string, extra = ''): string {
  return [
    `<div class="field"><label for="${name}">${escapeHtml(label)}</label>`,
    `<input id="${name}" name="${name}" type="text" value="${escapeHtml(value)}" ${extra}></div>`,
  ].join('');
}

/** The form that signs a pending release, with the problem of the last post when there was one. */
export function signForm(
  release: Pick<Release, 'signer_name' | 'signer_email'>,
  statement: string,
  problem = '',
  posted?: PostedSignature,
): string {
  const minor = posted?.forMinor ?? false;
  return [
    `<blockquote>${escapeHtml(statement)}</blockquote>`,
    problem ? `<p role="alert">${escapeHtml(problem)}</p>` : '',
    '<form method="post"><input type="hidden" name="action" value="sign">',
    field(
      words.releaseSignerName,
      'signerName',
      posted?.signerName ?? release.signer_name,
      'required autocomplete="name"',
    ),
    `<p class="muted">${escapeHtml(words.releaseSignerEmail)}: ${escapeHtml(release.signer_email)}</p>`,
    '<div class="check">',
    `<input id="forMinor" type="checkbox" name="forMinor" value="yes"${minor ? ' checked' : ''}>`,
    `<label for="forMinor">${escapeHtml(words.releaseForMinor)}</label>`,
    `<div class="when-checked">${field(words.releaseMinorName, 'minorName', posted?.minorName ?? '', 'autocomplete="off"')}</div>`,
    '</div>',
    field(words.releaseSignature, 'signature', posted?.signature ?? '', 'required'),
    `<button type="submit">${escapeHtml(words.releaseSignButton)}</button></form>`,
  ].join('');
}

/** The form that withdraws a signed release. */
export const revokeForm = () =>
  `<form method="post"><input type="hidden" name="action" value="revoke"><button type="submit" class="danger">${escapeHtml(words.releaseRevokeButton)}</button></form>`;
