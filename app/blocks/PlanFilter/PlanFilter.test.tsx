import { describe, expect, it } from 'vitest';
import plans from '../../local-data/plans.json';
import { rawBlock, renderBlocks } from '../test-support';
import { allFeatures, includedFeatures } from './plan-features';

describe('plan_filter', () => {
  it("shows the default plan's features highlighted among all features, as a GET form of radios", () => {
    const { html, warnings } = renderBlocks([rawBlock('plan_filter', { cta_text: 'Try Premium free' })], {
      url: '/plans',
    });
    expect(warnings).toEqual([]);
    expect(html).toContain('<form class="plan-filter__form" action="/plans" method="get">');
    expect(html).toContain('<legend class="visually-hidden">Choose a plan</legend>');
    expect(html).toMatch(/<input type="radio" name="plan" checked="" value="premium"\/>/);
    expect(html).toContain('Premium includes 6 of 9 features.');
    expect(html).toMatch(
      /plan-filter__feature--on">.*<span>Shift swaps<\/span><span class="visually-hidden"> \(included\)/,
    );
    expect(html).toMatch(
      /plan-filter__feature--off">.*<span>Single sign-on<\/span><span class="visually-hidden"> \(not included\)/,
    );
    expect(html).toContain('href="/get-started"');
    expect(html).toContain('Show features</button>');
  });

  it('takes the plan from ?plan= and ignores an unknown one', () => {
    expect(renderBlocks([rawBlock('plan_filter', {})], { url: '/plans?plan=starter' }).html).toContain(
      'Starter includes 3 of 9 features.',
    );
    const { html, warnings } = renderBlocks([rawBlock('plan_filter', {})], { url: '/plans?plan=gold' });
    expect(warnings).toEqual([]);
    expect(html).toContain('Premium includes 6 of 9 features.');
  });

  it('warns about an unknown default plan and uses premium', () => {
    const { html, warnings } = renderBlocks([rawBlock('plan_filter', { default_plan: 'basic' })]);
    expect(warnings).toEqual([expect.stringContaining('default_plan "basic"')]);
    expect(html).toContain('Premium includes');
  });

  it('expands "Everything in …" into the features of the plan it names', () => {
    expect(allFeatures(plans)).not.toContain('Everything in Starter');
    expect([...includedFeatures(plans, 'enterprise')]).toEqual(
      expect.arrayContaining(['Shift swaps', 'Time-off and leave requests']),
    );
    expect(includedFeatures(plans, 'enterprise').size).toBe(allFeatures(plans).length);
  });
});
