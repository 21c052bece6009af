// What a benchmark hands back: per-round rows, headline figures, and its targets.
import type { Cell } from './stats.js';

export interface Target {
  readonly name: string;
  readonly value: number | null;
  readonly unit: string;
  /** Human text, e.g. ">= 0.8". */
  readonly target: string;
  /** null when it could not be measured. */
  readonly met: boolean | null;
}

export interface BenchReport {
  readonly name: string;
  readonly quick: boolean;
  readonly startedAt: string;
  readonly seconds: number;
  /** Header row, then one row per measured run. */
  readonly rounds: Cell[][];
  readonly figures: Record<string, unknown>;
  readonly targets: Target[];
  readonly notes: string[];
  readonly error?: string;
}

export function atLeast(name: string, value: number | null, min: number, unit = ''): Target {
  const ok = value !== null && Number.isFinite(value);
  return { name, value: ok ? value : null, unit, target: `>= ${min}${unit ? ` ${unit}` : ''}`, met: ok ? value! >= min : null };
}

export function atMost(name: string, value: number | null, max: number, unit = ''): Target {
  const ok = value !== null && Number.isFinite(value);
  return { name, value: ok ? value : null, unit, target: `<= ${max}${unit ? ` ${unit}` : ''}`, met: ok ? value! <= max : null };
}

export interface BenchContext {
  readonly quick: boolean;
  log(message: string): void;
}

export type Bench = (context: BenchContext) => Promise<Omit<BenchReport, 'name' | 'quick' | 'startedAt' | 'seconds'>>;
