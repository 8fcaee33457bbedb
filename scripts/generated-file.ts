// A committed file generated from the code (openapi.json, db/schema.sql): written, or with --check
// compared, so that CI fails when someone changes the source and forgets to regenerate it.
import fs from 'node:fs';
import path from 'node:path';

export function writeOrCheck(file: string, generated: string, source: string, command: string): void {
  const name = path.relative(process.cwd(), file);
  if (process.argv.includes('--check')) {
    const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (committed !== generated) {
      console.error(`${name} is out of date with ${source}: run \`${command}\` and commit the result.`);
      process.exit(1);
    }
    console.log(`${name} matches ${source}.`);
  } else {
    fs.writeFileSync(file, generated);
    console.log(`wrote ${name}`);
  }
}
