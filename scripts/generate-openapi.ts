// Writes openapi.json from the route definitions; with --check, fails when the committed file drifts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateContractDocument, serializeContract } from '../src/contract-document.js';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../openapi.json');
const generated = serializeContract(generateContractDocument());

if (process.argv.includes('--check')) {
  const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (committed !== generated) {
    console.error('openapi.json is out of date with the route definitions: run `npm run openapi` and commit the result.');
    process.exit(1);
  }
  console.log('openapi.json matches the route definitions.');
} else {
  fs.writeFileSync(file, generated);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
