// The experiments of the test-variation tool (app/local-data/experiments.json) and the visitor's
// assignment to their variants, kept in a first-party cookie so a visitor sees one variant throughout.
// Pure: the tool (test-variation.ts) supplies the cookie text and the random numbers.
import data from '../local-data/experiments.json';

/** The two values the signup form sends (§3 signup data: spz_experiment1 / spz_experiment2). */
export const EXPERIMENT_SLOTS = ['spz_experiment1', 'spz_experiment2'] as const;
export type ExperimentSlot = (typeof EXPERIMENT_SLOTS)[number];

export interface ExperimentVariant {
  id: string;
  weight: number;
  label: string;
}

export interface Experiment {
  id: string;
  slot: ExperimentSlot;
  description: string;
  variants: ExperimentVariant[];
}

export { EXPERIMENTS_COOKIE, EXPERIMENTS_COOKIE_MAX_AGE_S } from './experiment-cookie';

export const EXPERIMENTS = data.experiments as Experiment[];

/** experiment id -> variant id */
export type Assignments = Record<string, string>;

/** "id:variant,id:variant"; unknown experiments and variants are dropped (then assigned afresh). */
export function decodeAssignments(value: string | null, experiments: readonly Experiment[]): Assignments {
  const assignments: Assignments = {};
  if (!value) return assignments;
  for (const pair of value.split(',')) {
    const [experimentId, variantId] = pair.split(':');
    const experiment = experiments.find((candidate) => candidate.id === experimentId);
    if (experiment?.variants.some((variant) => variant.id === variantId) && variantId) {
      assignments[experiment.id] = variantId;
    }
  }
  return assignments;
}

export function encodeAssignments(assignments: Assignments): string {
  return Object.entries(assignments)
    .map(([experimentId, variantId]) => `${experimentId}:${variantId}`)
    .join(',');
}

/** A variant picked by weight; `random` is in [0, 1). */
export function pickVariant(experiment: Experiment, random: number): ExperimentVariant {
  const total = experiment.variants.reduce((sum, variant) => sum + variant.weight, 0);
  let remaining = random * total;
  for (const variant of experiment.variants) {
    remaining -= variant.weight;
    if (remaining < 0) return variant;
  }
  const last = experiment.variants.at(-1);
  if (!last) throw new Error(`Experiment ${experiment.id} has no variants`);
  return last;
}

/** The kept assignments, completed with a fresh pick for every experiment not yet assigned. */
export function completeAssignments(
  kept: Assignments,
  experiments: readonly Experiment[],
  random: () => number,
): { assignments: Assignments; added: string[] } {
  const assignments = { ...kept };
  const added: string[] = [];
  for (const experiment of experiments) {
    if (assignments[experiment.id]) continue;
    assignments[experiment.id] = pickVariant(experiment, random()).id;
    added.push(experiment.id);
  }
  return { assignments, added };
}

/** The spz values of the assigned experiments, "experiment:variant" in each experiment's slot. */
export function slotValues(
  assignments: Assignments,
  experiments: readonly Experiment[],
): Partial<Record<ExperimentSlot, string>> {
  const values: Partial<Record<ExperimentSlot, string>> = {};
  for (const experiment of experiments) {
    const variant = assignments[experiment.id];
    if (variant) values[experiment.slot] = `${experiment.id}:${variant}`;
  }
  return values;
}
