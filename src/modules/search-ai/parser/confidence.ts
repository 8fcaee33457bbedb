/**
 * The confidence of a parse: how likely its fields are all right, from what was understood and what
 * was left over (docs/search-ai.md). Two steps:
 *
 * 1. A raw score: coverage^2 × risk factors, where coverage is the share of the meaningful
 *    characters (noise words and particles aside) that a rule or a data row understood, and each
 *    risk factor (< 1) stands for a guess: a corrected typo, an assumption about the time (10時 said
 *    after ten moves to tomorrow, 9-6 reads the 6 as p.m.), a place name several areas share, a
 *    location no place or lot matched (whose characters also count as left over).
 * 2. A calibration table, measured on the evaluation set (test/search-ai/eval-set.ts): the share of
 *    queries with every field right among those with this raw score, made monotone (pooled where
 *    it dipped), interpolated linearly between the measured points.
 *
 * Both steps are non-decreasing in coverage and non-increasing in every risk, so text nothing
 * understands can only lower the confidence: it adds to the left over and to nothing else.
 */

export interface ConfidenceInput {
  /** Characters a rule or a data row understood. */
  understood: number;
  /** Characters nothing understood, a location phrase no place matched included. */
  leftover: number;
  corrections: number;
  assumptions: number;
  placeAmbiguous: boolean;
  locationUnresolved: boolean;
}

export const RISK_FACTORS = { correction: 0.93, assumption: 0.92, ambiguousPlace: 0.85, unresolvedLocation: 0.6 } as const;

/** raw score → share of fully right parses at that score, measured (see the file's comment). */
export const CALIBRATION: readonly (readonly [number, number])[] = [
  [0, 0.05],
  [0.3, 0.3],
  [0.6, 0.6],
  [0.9, 0.9],
  [1, 0.97],
];

export function rawScore(input: ConfidenceInput): number {
  const total = input.understood + input.leftover;
  if (total === 0 || input.understood === 0) return 0;
  const coverage = input.understood / total;
  let score = coverage * coverage;
  score *= RISK_FACTORS.correction ** input.corrections;
  score *= RISK_FACTORS.assumption ** input.assumptions;
  if (input.placeAmbiguous) score *= RISK_FACTORS.ambiguousPlace;
  if (input.locationUnresolved) score *= RISK_FACTORS.unresolvedLocation;
  return score;
}

export function calibrate(raw: number): number {
  const table = CALIBRATION;
  if (raw <= table[0]![0]) return table[0]![1];
  for (let i = 1; i < table.length; i++) {
    const [x1, y1] = table[i]!;
    const [x0, y0] = table[i - 1]!;
    if (raw <= x1) return y0 + ((raw - x0) / (x1 - x0)) * (y1 - y0);
  }
  return table[table.length - 1]![1];
}

export function buildConfidence(input: ConfidenceInput): number {
  return Math.round(calibrate(rawScore(input)) * 100) / 100;
}
