// What pages and the definition endpoint give the browser forms: a valid token per form, the
// definition by id, and the settings from configuration.
import { describe, expect, it } from 'vitest';
import { formsSecret } from './action/form-secret.server';
import { FORM_DEFINITIONS } from './definitions';
import { formDefinitionAnswer, pageForms } from './form-setup.server';
import { checkTalon, MIN_FILL_MS } from './talon.server';

describe('form setup', () => {
  it('issues every form a token that passes the bot check once the fill time has passed', () => {
    const now = Date.now();
    const forms = pageForms(now);
    expect(Object.keys(forms.talons).sort()).toEqual(FORM_DEFINITIONS.map((form) => form.id).sort());
    for (const [formId, token] of Object.entries(forms.talons)) {
      const check = (at: number) => checkTalon({ token, formId, secret: formsSecret(), now: at });
      expect(check(now + MIN_FILL_MS)).toEqual({ ok: true });
      expect(check(now + 100)).toEqual({ ok: false, reason: 'too-fast' });
    }
    expect(forms.submissionSeed).toMatch(/^[0-9a-f-]{36}$/);
    expect(pageForms(now).submissionSeed).not.toBe(forms.submissionSeed);
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
