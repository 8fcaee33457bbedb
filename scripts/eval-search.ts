// npm run eval:search: the natural-language search's evaluation set (test/search-ai/eval-set.ts),
// parsed in-process against a freshly migrated embedded database (the gazetteer and phrase tables
// are data), printed as precision and recall per field. --failures lists what went wrong.
import { migrate } from '../src/db/migrate.js';
import { openPglite } from '../src/db/pglite.js';
import { interpret, loadLexicon, toResult } from '../src/modules/search-ai/service.js';
import { evalNow, formatReport, loadEvalSet, score, type EvalAnswer } from '../test/search-ai/evaluate.js';

const db = await openPglite({});
try {
  await migrate(db);
  const lexicon = await loadLexicon(db);
  const places = new Map(
    (await db.query<{ place_id: string; lat: number; lng: number }>('select place_id, lat, lng from public.search_ai_places')).rows.map((p) => [p.place_id, p]),
  );
  const cases = loadEvalSet();
  const answers: EvalAnswer[] = [];
  for (const c of cases) {
    const interpretation = await interpret(db, lexicon, c.query, evalNow);
    answers.push(interpretation.parsed.failure ? { unparseable: true } : toResult(interpretation));
  }
  const report = score(cases, answers, places);
  console.log(formatReport(report));
  if (process.argv.includes('--failures')) {
    for (const f of report.failures) console.log(`\n${f.query}\n  ${f.wrong.join('\n  ')}`);
  }
} finally {
  await db.close();
}
