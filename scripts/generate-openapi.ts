// Writes openapi.json from the route definitions; with --check, fails when the committed file drifts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateContractDocument, serializeContract } from '../src/contract-document.js';
import { writeOrCheck } from './generated-file.js';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../openapi.json');
writeOrCheck(file, serializeContract(generateContractDocument()), 'the route definitions', 'npm run openapi');
