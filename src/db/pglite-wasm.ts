import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { PGliteOptions } from '@electric-sql/pglite';

type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;
// Node's type definitions leave WebAssembly's functions to the DOM library, which is not loaded here.
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } }).WebAssembly;

let compiled: Promise<WasmModule> | undefined;

/**
 * PGlite's WebAssembly, compiled once per thread (every database opened on it shares it). Left to
 * itself, PGlite reads and compiles it only after loading its file bundle and extensions; asked
 * first (by openPglite, and by the embedded database's thread as it starts, src/pglite-host.ts), the
 * compile runs on V8's background threads while the rest loads. A module of its own, with nothing to
 * load but Node's. The file is read in one call: read asynchronously, its 9 MB came in 512 KiB
 * pieces, each waiting for the thread to finish the module it was loading, and the compile began a
 * quarter of a second later.
 */
export function compiledPglite(): Promise<WasmModule> {
  compiled ??= Promise.resolve().then(() => wasm.compile(fs.readFileSync(createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm'))));
  return compiled;
}
