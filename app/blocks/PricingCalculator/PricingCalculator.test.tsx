import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';
import { parseStaff, readCalculatorQuery } from './CalculatorForm';

const calculator = (fields: Record<string, unknown> = {}) => rawBlock('pricing_calculator', fields, 'calc');

describe('pricing_calculator', () => {
  it('renders a GET form with the default estimate before any JavaScript runs', () => {
    const { html, warnings } = renderBlocks([calculator()], { url: '/plans' });
    expect(warnings).toEqual([]);
    expect(html).toContain('method="get"');
    expect(html).toContain('action="/plans#pricing-calculator-calc"');
    expect(html).toMatch(/<input [^>]*type="number"[^>]*min="1"[^>]*max="10000"[^>]*name="staff" value="25"/);
    expect(html).toContain('<legend>Plan</legend>');
    expect(html).toMatch(/<input type="radio" name="plan" checked="" value="premium"\/>/);
    expect(html).toContain('name="addons" value="hr"');
    expect(html).toContain('<button type="submit"');
    // 25 staff × $4.50
    expect(html).toContain('<p class="pricing-calculator__total">$112.50</p>');
    expect(html).toContain('role="status" aria-live="polite"');
  });

  it('renders the result of the query: staff, plan and add-ons', () => {
    const { html } = renderBlocks([calculator()], {
      url: '/au/plans?staff=40&plan=enterprise&addons=hr&addons=sms',
      region: 'au',
    });
    expect(html).toMatch(/name="staff" value="40"/);
    expect(html).toMatch(/name="plan" checked="" value="enterprise"/);
    expect(html).toMatch(/name="addons" checked="" value="hr"/);
    expect(html).not.toMatch(/name="addons" checked="" value="analytics"/);
    // 40 × (A$9 + A$3 + A$0.80) = A$512
    expect(html).toContain('<p class="pricing-calculator__total">$512</p>');
    expect(html).toContain(
      '40 staff × $12.80 per user per month (Enterprise + HR and onboarding + SMS notifications)',
    );
  });

  it('ignores invalid query values and shows the defaults instead of failing', () => {
    const { html, warnings, errors } = renderBlocks([calculator()], {
      url: '/plans?staff=-3&plan=platinum&addons=payroll,<script>',
    });
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
    expect(html).toMatch(/name="staff" value="25"/);
    expect(html).toMatch(/name="plan" checked="" value="premium"/);
    expect(html).not.toContain('checked="" value="hr"');
    expect(html).toContain('$112.50');
  });

  it('warns about invalid content defaults and falls back', () => {
    const { html, warnings } = renderBlocks([calculator({ default_staff: 50_000, default_plan: 'gold' })]);
    expect(warnings).toEqual([
      expect.stringContaining('default_staff 50000'),
      expect.stringContaining('default_plan "gold"'),
    ]);
    expect(html).toMatch(/name="staff" value="25"/);
  });

  it('accepts only whole numbers of staff from 1 to 10,000', () => {
    expect(parseStaff('12')).toBe(12);
    expect(parseStaff(' 10000 ')).toBe(10_000);
    for (const bad of ['0', '10001', '2.5', '', 'ten', '-1', '1e3']) expect(parseStaff(bad)).toBeNull();
  });

  it('reads add-ons from repeated parameters or a comma list, keeping only known ones', () => {
    const defaults = { staff: 25, plan: 'premium', planIds: ['starter', 'premium'], addOnIds: ['hr', 'sms'] };
    expect(readCalculatorQuery(new URLSearchParams('addons=sms,hr&addons=x'), defaults).addOns).toEqual([
      'hr',
      'sms',
    ]);
    expect(readCalculatorQuery(new URLSearchParams('staff=7&plan=starter'), defaults)).toEqual({
      staff: '7',
      plan: 'starter',
      addOns: [],
    });
  });
});
