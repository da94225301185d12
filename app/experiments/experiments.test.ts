import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import data from '../local-data/experiments.json';
import {
  completeAssignments,
  decodeAssignments,
  encodeAssignments,
  EXPERIMENT_SLOTS,
  EXPERIMENTS,
  pickVariant,
  slotValues,
  type Experiment,
} from './experiments';

const experiment: Experiment = {
  id: 'signup-button-label',
  slot: 'spz_experiment1',
  description: 'test',
  variants: [
    { id: 'control', weight: 50, label: 'A' },
    { id: 'get-started', weight: 50, label: 'B' },
  ],
};

describe('the experiments file', () => {
  it('defines experiments with unique ids and slots, each with weighted variants', () => {
    const schema = z.object({
      experiments: z.array(
        z.object({
          id: z.string().regex(/^[a-z0-9-]+$/),
          slot: z.enum(EXPERIMENT_SLOTS),
          description: z.string().min(1),
          variants: z
            .array(
              z.object({
                id: z.string().regex(/^[a-z0-9-]+$/),
                weight: z.number().positive(),
                label: z.string().min(1),
              }),
            )
            .min(2),
        }),
      ),
    });
    const parsed = schema.parse(data);
    expect(parsed.experiments.length).toBeGreaterThan(0);
    expect(new Set(parsed.experiments.map((entry) => entry.id)).size).toBe(parsed.experiments.length);
    expect(new Set(parsed.experiments.map((entry) => entry.slot)).size).toBe(parsed.experiments.length);
  });
});

describe('assignment', () => {
  it('picks a variant by weight', () => {
    expect(pickVariant(experiment, 0).id).toBe('control');
    expect(pickVariant(experiment, 0.49).id).toBe('control');
    expect(pickVariant(experiment, 0.5).id).toBe('get-started');
    expect(pickVariant(experiment, 0.999).id).toBe('get-started');
  });

  it('keeps an existing assignment and assigns only what is missing', () => {
    const kept = { 'signup-button-label': 'get-started' };
    expect(completeAssignments(kept, [experiment], () => 0)).toEqual({ assignments: kept, added: [] });
    expect(completeAssignments({}, [experiment], () => 0)).toEqual({
      assignments: { 'signup-button-label': 'control' },
      added: ['signup-button-label'],
    });
  });

  it('reads its cookie back, dropping unknown experiments, variants and garbage', () => {
    const encoded = encodeAssignments({ 'signup-button-label': 'get-started' });
    expect(encoded).toBe('signup-button-label:get-started');
    expect(decodeAssignments(encoded, [experiment])).toEqual({ 'signup-button-label': 'get-started' });
    expect(decodeAssignments('signup-button-label:nope,other:control,::,garbage', [experiment])).toEqual({});
    expect(decodeAssignments(null, [experiment])).toEqual({});
  });

  it('exposes the assignment in the experiment’s spz slot', () => {
    expect(slotValues({ 'signup-button-label': 'control' }, [experiment])).toEqual({
      spz_experiment1: 'signup-button-label:control',
    });
    expect(slotValues({}, EXPERIMENTS)).toEqual({});
  });
});
