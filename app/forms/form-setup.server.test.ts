// What pages and the definition endpoint give the browser forms: a valid token per form, the
// definition by id, and the settings from configuration.
import { describe, expect, it } from 'vitest';
import { formsSecret } from './action/form-secret.server';
import { FORM_DEFINITIONS } from './definitions';
import { FORM_RESPONSE_SLOTS, formDefinitionAnswer, pageForms } from './form-setup.server';
import { checkTalon, MIN_FILL_MS } from './talon.server';

describe('form setup', () => {
  it('issues the page one token that passes the bot check for every form once the fill time has passed', () => {
    const now = Date.now();
    const forms = pageForms({ now });
    for (const { id: formId } of FORM_DEFINITIONS) {
      const check = (at: number) =>
        checkTalon({ token: forms.talon, formId, secret: formsSecret(), now: at });
      expect(check(now + MIN_FILL_MS)).toEqual({ ok: true });
      expect(check(now + 100)).toEqual({ ok: false, reason: 'too-fast' });
    }
    expect(forms.submissionSeed).toMatch(/^[0-9a-f-]{36}$/);
    expect(pageForms({ now }).submissionSeed).not.toBe(forms.submissionSeed);
  });

  it('leaves the token as a slot in a page rendered for the cache, filled per response with a fresh one', () => {
    const [placeholder = ''] = FORM_RESPONSE_SLOTS.placeholders;
    expect(FORM_RESPONSE_SLOTS.placeholders).toHaveLength(1);
    expect(pageForms({ forCache: true }).talon).toBe(placeholder);

    const issuedAt = Date.now();
    const [token = ''] = FORM_RESPONSE_SLOTS.fresh();
    expect(token).toHaveLength(placeholder.length);
    expect(token).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(FORM_RESPONSE_SLOTS.fresh()[0]).not.toBe(token);
    for (const { id: formId } of FORM_DEFINITIONS) {
      const check = (at: number) => checkTalon({ token, formId, secret: formsSecret(), now: at });
      // Issued when the response is sent, not when the page was rendered.
      expect(check(issuedAt + 100)).toEqual({ ok: false, reason: 'too-fast' });
      expect(check(Date.now() + MIN_FILL_MS)).toEqual({ ok: true });
    }
  });

  it('answers a known form id with its definition, a token and the settings, and nothing else', () => {
    const answer = formDefinitionAnswer('1181');
    expect(answer?.definition.kind).toBe('consultation');
    expect(answer?.settings.joinUrl).toBe('https://app.shiftlane.example/join');
    expect(answer?.settings.loginUrl).toBe('https://app.shiftlane.example/login');
    expect(answer?.settings.companyEmailDomains).toContain('shiftlane.example');
    expect(formDefinitionAnswer('9999')).toBeUndefined();
    expect(formDefinitionAnswer('../1181')).toBeUndefined();
  });
});
