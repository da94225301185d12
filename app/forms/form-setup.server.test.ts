// What pages and the definition endpoint give the browser forms: a valid token per form, the
// definition by id, and the settings from configuration.
import { describe, expect, it } from 'vitest';
import { formsSecret } from './action/form-secret.server';
import { FORM_DEFINITIONS } from './definitions';
import { formDefinitionAnswer, pageForms } from './form-setup.server';
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

  it('gives a page rendered for every visitor no token (each browser fetches its own)', () => {
    expect(pageForms({ shared: true }).talon).toBe('');
    expect(pageForms({ shared: false }).talon).not.toBe('');
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
