#!/usr/bin/env node
// Verifies a downloaded Groundtruth dataset export, for the customer who received it:
//
//   npm run verify-dataset -- <dir> [--public-key FILE]
//   node verify-dataset/verify-dataset.mjs <dir> [--public-key FILE]
//   npx verify-dataset <dir> [--public-key FILE]
//
// <dir> is a copy of exports/{exportId}/. Checks, and reports each problem by its path:
//   1. manifest.sig is an Ed25519 signature of manifest.jsonl's bytes, by the key given with
//      --public-key (the one Groundtruth published), else by the public-key.pem shipped beside
//      it — which proves only that nothing changed since signing, not who signed (it says so);
//   2. every file the manifest lists exists under <dir> with its size_bytes and sha256 (read as
//      a stream: a large file is never held in memory), so does every signed release its lines
//      list under releases/ with its sha256, and no other file is there;
//   3. croissant.json names manifest.jsonl with the manifest's SHA-256.
// Exits 0 when everything matches (and for --help), 1 when something does not, 2 on a usage error.
// Node.js 20 and its standard library only: no dependency, nothing from the Groundtruth stack.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const MANIFEST = 'manifest.jsonl';
const SIGNATURE = 'manifest.sig';
const PUBLIC_KEY = 'public-key.pem';
const CARD = 'dataset-card.md';
const CROISSANT = 'croissant.json';
const FILES = 'files';
const RELEASES = 'releases';

const USAGE =
  'Usage: verify-dataset <dir> [--public-key FILE]\n' +
  '  (node verify-dataset.mjs <dir> …; in the Groundtruth repository: npm run verify-dataset -- <dir> …)';

/** A usage error: what was wrong and the usage, on stderr, exit code 2. @param {string} [message] */
function usage(message) {
  if (message) console.error(message);
  console.error(USAGE);
  process.exit(2);
}

/** Asked for, the usage is the answer and not an error: on stdout, exit code 0. */
function help() {
  console.log(USAGE);
  process.exit(0);
}

function parseArgs(argv) {
  let dir;
  let publicKey;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--public-key') {
      publicKey = argv[++i];
      if (!publicKey) usage('--public-key needs a file');
    } else if (arg.startsWith('--public-key=')) {
      publicKey = arg.slice('--public-key='.length);
    } else if (arg === '--help' || arg === '-h') {
      help();
    } else if (arg.startsWith('--')) {
      usage(`Unknown option ${arg}`);
    } else if (dir === undefined) {
      dir = arg;
    } else {
      usage(`Unexpected argument ${arg}`);
    }
  }
  if (!dir) usage('Which folder? Give the downloaded export folder.');
  return { dir: path.resolve(dir), publicKey: publicKey && path.resolve(publicKey) };
}

/** "SHA256:…" of a public key's DER (SPKI) bytes, as the dataset card prints it. */
function fingerprint(key) {
  const der = key.export({ type: 'spki', format: 'der' });
  return `SHA256:${crypto.createHash('sha256').update(der).digest('base64').replace(/=+$/, '')}`;
}

/** SHA-256 (hex) and size of a file, read as a stream. */
async function hashFile(file) {
  const hash = crypto.createHash('sha256');
  let size = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
}

/** Every file under `dir`, as paths relative to `root` with '/' separators. */
function walk(root, dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(root, full, out);
    else out.push(path.relative(root, full).split(path.sep).join('/'));
  }
  return out;
}

/** A manifest path that stays inside the export's `folder` (files/ unless told). */
function safePath(p, folder = FILES) {
  return (
    typeof p === 'string' &&
    p.startsWith(`${folder}/`) &&
    !p.includes('\\') &&
    !p.split('/').some((part) => part === '' || part === '.' || part === '..')
  );
}

async function main() {
  const { dir, publicKey } = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) usage(`No such folder: ${dir}`);
  const problems = [];
  const at = (name) => path.join(dir, name);
  console.log(`Verifying ${dir}`);

  // 1. The signature.
  const manifestPath = at(MANIFEST);
  const manifest = fs.existsSync(manifestPath) ? fs.readFileSync(manifestPath) : null;
  if (!manifest) problems.push(`missing: ${MANIFEST}`);
  const keyFile = publicKey ?? at(PUBLIC_KEY);
  let key;
  try {
    key = crypto.createPublicKey(fs.readFileSync(keyFile));
  } catch (err) {
    problems.push(`public key: cannot read ${keyFile} (${err.code ?? err.message})`);
  }
  if (key) {
    const source = publicKey
      ? `the key given with --public-key (${keyFile})`
      : `the shipped ${PUBLIC_KEY}, which only shows nothing changed since signing; pass --public-key with the key Groundtruth gave you to check who signed`;
    console.log(`Signature: checked with ${source}, fingerprint ${fingerprint(key)}`);
    if (publicKey && fs.existsSync(at(PUBLIC_KEY))) {
      try {
        const shipped = crypto.createPublicKey(fs.readFileSync(at(PUBLIC_KEY)));
        if (fingerprint(shipped) !== fingerprint(key))
          console.log(
            `  note: the shipped ${PUBLIC_KEY} is a different key (${fingerprint(shipped)})`,
          );
      } catch {
        console.log(`  note: the shipped ${PUBLIC_KEY} is not a readable public key`);
      }
    }
  }
  const sigPath = at(SIGNATURE);
  if (!fs.existsSync(sigPath)) problems.push(`missing: ${SIGNATURE}`);
  else if (manifest && key) {
    const signature = Buffer.from(fs.readFileSync(sigPath, 'utf8').trim(), 'base64');
    let valid = false;
    try {
      valid = crypto.verify(null, manifest, key, signature);
    } catch {
      valid = false;
    }
    if (valid) console.log(`  ok: ${SIGNATURE} is a valid Ed25519 signature of ${MANIFEST}`);
    else problems.push(`signature: ${SIGNATURE} does not match ${MANIFEST} under that key`);
  }

  // 2. The files.
  const listed = new Map();
  const releases = new Map();
  if (manifest) {
    const lines = manifest.toString('utf8').split('\n');
    for (const [i, text] of lines.entries()) {
      if (text === '') continue;
      let line;
      try {
        line = JSON.parse(text);
      } catch {
        problems.push(`${MANIFEST} line ${i + 1}: not JSON`);
        continue;
      }
      if (!safePath(line.file_path)) {
        problems.push(`${MANIFEST} line ${i + 1}: file_path outside ${FILES}/: ${line.file_path}`);
        continue;
      }
      if (listed.has(line.file_path)) {
        problems.push(`${MANIFEST} line ${i + 1}: ${line.file_path} listed twice`);
        continue;
      }
      listed.set(line.file_path, line);
      // A submission's releases repeat on each of its files' lines: each PDF is checked once.
      for (const release of line.releases?.documents ?? []) {
        if (!safePath(release?.path, RELEASES)) {
          problems.push(
            `${MANIFEST} line ${i + 1}: release path outside ${RELEASES}/: ${release?.path}`,
          );
          continue;
        }
        const seen = releases.get(release.path);
        if (seen !== undefined && seen !== release.sha256)
          problems.push(`${MANIFEST} line ${i + 1}: ${release.path} listed with two hashes`);
        else releases.set(release.path, release.sha256);
      }
    }
    let ok = 0;
    for (const [file, line] of listed) {
      const full = at(file);
      if (!fs.existsSync(full)) {
        problems.push(`missing: ${file}`);
        continue;
      }
      const got = await hashFile(full);
      if (got.size !== line.size_bytes)
        problems.push(`altered: ${file} (size ${got.size}, manifest says ${line.size_bytes})`);
      else if (got.sha256 !== line.sha256)
        problems.push(`altered: ${file} (sha256 ${got.sha256}, manifest says ${line.sha256})`);
      else ok++;
    }
    console.log(`Files: ${ok} of ${listed.size} listed match their size and SHA-256`);
    let signed = 0;
    for (const [file, sha256] of releases) {
      if (!fs.existsSync(at(file))) problems.push(`missing: ${file}`);
      else if ((await hashFile(at(file))).sha256 !== sha256)
        problems.push(`altered: ${file} (its sha256 is not the manifest's)`);
      else signed++;
    }
    if (releases.size > 0)
      console.log(`Releases: ${signed} of ${releases.size} listed match their SHA-256`);
  }
  const known = new Set([
    MANIFEST,
    SIGNATURE,
    PUBLIC_KEY,
    CARD,
    CROISSANT,
    ...listed.keys(),
    ...releases.keys(),
  ]);
  for (const file of walk(dir, dir)) if (!known.has(file)) problems.push(`extra: ${file}`);

  // 3. croissant.json's checksum of the manifest.
  const croissantPath = at(CROISSANT);
  if (!fs.existsSync(croissantPath)) problems.push(`missing: ${CROISSANT}`);
  else if (manifest) {
    let doc;
    try {
      doc = JSON.parse(fs.readFileSync(croissantPath, 'utf8'));
    } catch {
      problems.push(`${CROISSANT}: not JSON`);
    }
    const entries = [doc?.distribution ?? []].flat();
    const entry = entries.find((d) => d?.['@id'] === MANIFEST || d?.contentUrl === MANIFEST);
    const want = crypto.createHash('sha256').update(manifest).digest('hex');
    if (doc && !entry) problems.push(`${CROISSANT}: no FileObject for ${MANIFEST}`);
    else if (entry && entry.sha256 !== want)
      problems.push(
        `${CROISSANT}: sha256 of ${MANIFEST} is ${entry.sha256}, the file's is ${want}`,
      );
    else if (entry) console.log(`  ok: ${CROISSANT} holds the manifest's SHA-256 (${want})`);
  }

  if (problems.length === 0) {
    console.log('Verified: everything matches.');
    return 0;
  }
  console.log(`NOT verified: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
  for (const problem of problems) console.log(`  ${problem}`);
  return 1;
}

process.exitCode = await main();
