// After a form post the page keeps its data (and its forms' tokens), unless the token was refused.
import { describe, expect, it } from 'vitest';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { FORM_ID_FIELD, type FormResult } from './form-result';
import { revalidateAfterFormPost } from './form-revalidation';

const url = new URL('https://www.shiftlane.example/start-free');
const formPost = () => {
  const formData = new FormData();
  formData.set(FORM_ID_FIELD, '1540');
  return formData;
};
const base = { formId: '1540', formKey: 'hero', submissionId: 'a-submission' };
const args = (overrides: Partial<ShouldRevalidateFunctionArgs>): ShouldRevalidateFunctionArgs => ({
  currentUrl: url,
  currentParams: {},
  nextUrl: url,
  nextParams: {},
  defaultShouldRevalidate: true,
  ...overrides,
});
const refused = (failure: 'bot-check' | 'network' | 'validation' | 'rate-limited'): FormResult => ({
  ...base,
  status: 'error',
  failure,
  message: 'refused',
  fieldErrors: {},
});

describe('revalidateAfterFormPost', () => {
  it('keeps the page data after a form post answered with a success or a failure other than the bot check', () => {
    const success: FormResult = { ...base, status: 'success', outcome: 'existing' };
    for (const actionResult of [
      success,
      refused('network'),
      refused('validation'),
      refused('rate-limited'),
    ]) {
      expect(revalidateAfterFormPost(args({ formMethod: 'POST', formData: formPost(), actionResult }))).toBe(
        false,
      );
    }
  });

  it('reloads it after a refused token, so the next try carries a new one', () => {
    const actionResult = refused('bot-check');
    expect(revalidateAfterFormPost(args({ formMethod: 'POST', formData: formPost(), actionResult }))).toBe(
      true,
    );
  });

  it("leaves every other case to React Router's default", () => {
    expect(revalidateAfterFormPost(args({}))).toBe(true);
    expect(revalidateAfterFormPost(args({ defaultShouldRevalidate: false }))).toBe(false);
    // A post that is not one of the site's forms, or an answer that is not a form result.
    const other = new FormData();
    other.set('query', 'rota');
    expect(
      revalidateAfterFormPost(
        args({ formMethod: 'POST', formData: other, actionResult: refused('bot-check') }),
      ),
    ).toBe(true);
    expect(
      revalidateAfterFormPost(args({ formMethod: 'POST', formData: formPost(), actionResult: { ok: 1 } })),
    ).toBe(true);
  });
});
