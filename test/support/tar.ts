import { gunzipSync } from 'node:zlib';

/**
 * The regular files of a .tar.gz (ustar, as `git archive` writes it), by path: enough for the test
 * fixtures committed as archives, without a dependency.
 */
export function readTarGz(archive: Buffer): Map<string, Buffer> {
  const tar = gunzipSync(archive);
  const files = new Map<string, Buffer>();
  const text = (start: number, length: number) => tar.subarray(start, start + length).toString('utf8').replace(/\0.*$/s, '');
  for (let at = 0; at + 512 <= tar.length; ) {
    if (tar.subarray(at, at + 512).every((b) => b === 0)) break;
    const size = parseInt(text(at + 124, 12).trim() || '0', 8);
    const type = text(at + 156, 1);
    const prefix = text(at + 345, 155);
    const name = (prefix ? `${prefix}/` : '') + text(at, 100);
    if (type === '0' || type === '') files.set(name, Buffer.from(tar.subarray(at + 512, at + 512 + size)));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}
