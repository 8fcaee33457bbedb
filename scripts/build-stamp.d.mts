export declare const STAMP_FILE: string;
export interface StepStamp {
  inputs: string[];
  hash: string;
}
export declare function hashInputs(root: string, inputs: readonly string[]): string;
export declare function readStamp(dist: string): Record<string, StepStamp>;
export declare function writeStamp(dist: string, steps: Record<string, StepStamp>): void;
export declare function staleSteps(root: string, dist: string, steps?: ReadonlyArray<{ name: string; inputs: readonly string[] }>): string[];
