// What pages and the definition endpoint give the browser forms: a valid token per form, the
// definition by id, and the settings from configuration.
import { describe, expect, it } from 'vitest';
import { formsSecret } from './action/form-secret.server';
import { FORM_DEFINITIONS } from './definitions';
import { FORM_RESPONSE_SLOTS, formDefinitionAnswer, pageForms } from './form-setup.server';
import { checkTalon, MIN_FILL_MS } from './talon.server';

describe('form setup', () => {
  it('issues every form a token that passes the bot check once the fill time has passed', () => {
    const now = Date.now();
    const forms = pageForms({ now });
    expect(Object.keys(forms.talons).sort()).toEqual(FORM_DEFINITIONS.map((form) => form.id).sort());
    for (const [formId, token] of Object.entries(forms.talons)) {
      const check = (at: number) => checkTalon({ token, formId, secret: formsSecret(), now: at });
      expect(check(now + MIN_FILL_MS)).toEqual({ ok: true });
      expect(check(now + 100)).toEqual({ ok: false, reason: 'too-fast' });
    }
    expect(forms.submissionSeed).toMatch(/^[0-9a-f-]{36}$/);
    expect(pageForms({ now }).submissionSeed).not.toBe(forms.submissionSeed);
  });

  it('leaves each token as a slot in a page rendered for the cache, filled per response with fresh tokens', () => {
    const forms = pageForms({ forCache: true });
    const { placeholders } = FORM_RESPONSE_SLOTS;
    FORM_DEFINITIONS.forEach((form, index) => expect(forms.talons[form.id]).toBe(placeholders[index]));
    expect(new Set(placeholders).size).toBe(FORM_DEFINITIONS.length);
    // No placeholder contains another, so the cache finds each one where it is.
    for (const a of placeholders) for (const b of placeholders) if (a !== b) expect(a).not.toContain(b);

    const issuedAt = Date.now();
    const tokens = FORM_RESPONSE_SLOTS.fresh();
    const next = FORM_RESPONSE_SLOTS.fresh();
    FORM_DEFINITIONS.forEach((form, index) => {
      const token = tokens[index] ?? '';
      expect(token).toHaveLength(placeholders[index]?.length ?? -1);
      expect(token).toMatch(/^[A-Za-z0-9_.-]+$/);
      expect(next[index]).not.toBe(token);
      const check = (at: number) => checkTalon({ token, formId: form.id, secret: formsSecret(), now: at });
      // Issued when the response is sent, not when the page was rendered.
      expect(check(issuedAt + 100)).toEqual({ ok: false, reason: 'too-fast' });
      expect(check(Date.now() + MIN_FILL_MS)).toEqual({ ok: true });
    });
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
