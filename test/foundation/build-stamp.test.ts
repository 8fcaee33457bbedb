import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashInputs, staleSteps, writeStamp } from '../../scripts/build-stamp.mjs';

// `npm start` builds dist/ only when a step's inputs changed since the build that stamped it.
describe('build stamp (npm start rebuilds only when sources changed)', () => {
  let root: string;
  let dist: string;
  const steps = [
    { name: 'server', inputs: ['src', 'tsconfig.json'] },
    { name: 'portal', inputs: ['web'] },
  ];
  const stampAll = () =>
    writeStamp(dist, Object.fromEntries(steps.map((s) => [s.name, { inputs: s.inputs, hash: hashInputs(root, s.inputs) }])));

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
    dist = path.join(root, 'dist');
    fs.mkdirSync(path.join(root, 'src/db'), { recursive: true });
    fs.mkdirSync(path.join(root, 'web'));
    fs.writeFileSync(path.join(root, 'src/main.ts'), 'a');
    fs.writeFileSync(path.join(root, 'src/db/open.ts'), 'b');
    fs.writeFileSync(path.join(root, 'tsconfig.json'), '{}');
    fs.writeFileSync(path.join(root, 'web/index.html'), '<p>');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is stale with no build yet', () => {
    expect(staleSteps(root, dist)).toEqual(['*']);
    expect(staleSteps(root, dist, steps)).toEqual(['server', 'portal']);
  });

  it('is fresh right after a build, and a touch without a change keeps it fresh', () => {
    stampAll();
    expect(staleSteps(root, dist)).toEqual([]);
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, 'src/main.ts'), later, later);
    expect(staleSteps(root, dist)).toEqual([]);
  });

  it('names only the step whose inputs changed: edited, added, deleted or renamed files', () => {
    stampAll();
    fs.writeFileSync(path.join(root, 'web/index.html'), '<p>changed');
    expect(staleSteps(root, dist)).toEqual(['portal']);
    stampAll();
    fs.writeFileSync(path.join(root, 'src/db/new.ts'), '');
    expect(staleSteps(root, dist)).toEqual(['server']);
    stampAll();
    fs.rmSync(path.join(root, 'src/db/new.ts'));
    expect(staleSteps(root, dist)).toEqual(['server']);
    stampAll();
    fs.renameSync(path.join(root, 'src/db/open.ts'), path.join(root, 'src/db/opened.ts'));
    expect(staleSteps(root, dist)).toEqual(['server']);
  });

  it('takes a step added to the build, or a step whose inputs were redefined, as stale', () => {
    writeStamp(dist, { server: { inputs: steps[0]!.inputs, hash: hashInputs(root, steps[0]!.inputs) } });
    expect(staleSteps(root, dist, steps)).toEqual(['portal']);
    expect(staleSteps(root, dist, [{ name: 'server', inputs: ['src'] }])).toEqual(['server']);
  });

  it('is stale when the stamp is unreadable', () => {
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, '.build-stamp.json'), '{not json');
    expect(staleSteps(root, dist)).toEqual(['*']);
  });
});
