// Writes openapi.json from the route definitions, and from it the example client's types
// (examples/client/api.d.ts, openapi-typescript); with --check, fails when either committed file drifts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { generateContractDocument, serializeContract } from '../src/contract-document.js';
import { writeOrCheck } from './generated-file.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contract = serializeContract(generateContractDocument());
writeOrCheck(path.join(root, 'openapi.json'), contract, 'the route definitions', 'npm run openapi');

const header = '// Generated from openapi.json by `npm run openapi` (openapi-typescript): do not edit.\n';
const types = header + astToString(await openapiTS(JSON.parse(contract)));
writeOrCheck(path.join(root, 'examples/client/api.d.ts'), types, 'openapi.json', 'npm run openapi');
