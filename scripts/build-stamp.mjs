/**
 * Whether dist/ is older than the sources it was built from. Plain JavaScript because `npm start`
 * asks this before anything is compiled, and loading TypeScript's loader (tsx) alone costs most of a
 * second. A build step records, in dist/.build-stamp.json, the inputs it read and a hash of their
 * content; a step is stale when its stamp is missing or the inputs now hash differently. Content, not
 * modification times: a checkout or a copy touches every file's mtime without changing what it builds.
 * Another build step (the portal, say) joins by being one more entry with its own inputs.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const STAMP_FILE = '.build-stamp.json';

/** Every file under the given inputs (files or directories, relative to root), sorted. */
function listFiles(root, inputs) {
  const files = [];
  const walk = (rel) => {
    const abs = path.join(root, rel);
    let stat;
    try {
      stat = fs.statSync(abs);
    } catch {
      return; // A missing input hashes as absent: creating it later makes the step stale.
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(abs)) walk(path.posix.join(rel, name));
    } else if (stat.isFile()) {
      files.push(rel);
    }
  };
  for (const input of inputs) walk(input);
  return files.sort();
}

/** One hash over the inputs' paths and contents: renaming, adding or deleting a file changes it. */
export function hashInputs(root, inputs) {
  const hash = createHash('sha256');
  for (const rel of listFiles(root, inputs)) {
    hash.update(rel).update('\0').update(fs.readFileSync(path.join(root, rel))).update('\0');
  }
  return hash.digest('hex');
}

/** @returns {Record<string, {inputs: string[], hash: string}>} */
export function readStamp(dist) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dist, STAMP_FILE), 'utf8')).steps ?? {};
  } catch {
    return {};
  }
}

export function writeStamp(dist, steps) {
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, STAMP_FILE), `${JSON.stringify({ steps }, null, 2)}\n`);
}

/**
 * The steps whose stamp does not match their inputs now. `steps` is the build's own list
 * ({name, inputs}); without it the stamp's recorded steps are checked (what `npm start` does: it
 * does not know the list, the build that wrote the stamp did). No stamp at all: ['*'].
 */
export function staleSteps(root, dist, steps) {
  const stamp = readStamp(dist);
  const list = steps ?? Object.entries(stamp).map(([name, s]) => ({ name, inputs: s.inputs }));
  if (list.length === 0) return ['*'];
  return list
    .filter((step) => {
      const recorded = stamp[step.name];
      return !recorded || recorded.hash !== hashInputs(root, step.inputs) || String(recorded.inputs) !== String(step.inputs);
    })
    .map((step) => step.name);
}
