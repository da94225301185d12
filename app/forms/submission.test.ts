import { describe, expect, it } from 'vitest';
import { formDefinition, type FormDefinition } from './definitions';
import { validateSubmission } from './submission';
import { EMAIL_INVALID_MESSAGE, TERMS_REQUIRED_MESSAGE } from './signup/validation';
import { PHONE_INVALID_MESSAGE } from './submission';

function form(id: string): FormDefinition {
  const definition = formDefinition(id);
  if (!definition) throw new Error(`no form ${id}`);
  return definition;
}

const LEAD = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  company: 'Analytical Engines Ltd',
  employees: '16 - 49',
  country: 'United Kingdom',
};

describe('marketing form submissions', () => {
  it('accepts a valid consultation post, trimmed', () => {
    const result = validateSubmission(form('1181'), { ...LEAD, firstName: '  Ada ' });
    expect(result).toEqual({ ok: true, values: LEAD });
  });

  it('accepts a valid download post without the optional phone', () => {
    const { phone: _phone, ...withoutPhone } = LEAD;
    expect(validateSubmission(form('2215'), withoutPhone)).toMatchObject({ ok: true, values: withoutPhone });
    const blank = validateSubmission(form('1008'), { ...LEAD, phone: '' });
    expect(blank.ok && blank.values.phone).toBeUndefined();
  });

  it('accepts a valid newsletter post', () => {
    expect(validateSubmission(form('1261'), { email: 'reader@example.org' })).toEqual({
      ok: true,
      values: { email: 'reader@example.org' },
    });
  });

  it('accepts a live-training registration, its question kept with its line breaks', () => {
    const registrant = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      company: 'Engines',
    };
    expect(validateSubmission(form('3001'), registrant)).toEqual({ ok: true, values: registrant });
    const question = 'Two sites?\nOne account?';
    expect(validateSubmission(form('3001'), { ...registrant, question })).toMatchObject({
      ok: true,
      values: { question },
    });
    expect(validateSubmission(form('3001'), { ...registrant, question: 'x'.repeat(1_001) })).toMatchObject({
      ok: false,
      fieldErrors: { question: 'Please enter at most 1000 characters' },
    });
  });

  it('accepts a valid signup lead from a form post, the ticked box arriving as "on"', () => {
    const post = new FormData();
    for (const [key, value] of Object.entries({
      firstName: 'Ada',
      lastName: 'Ada',
      email: 'a@b.co',
      terms: 'on',
    })) {
      post.set(key, value);
    }
    expect(validateSubmission(form('1540'), post)).toEqual({
      ok: true,
      values: { firstName: 'Ada', lastName: 'Ada', email: 'a@b.co', terms: true },
    });
  });

  it('reports every missing required field at once, with its own message', () => {
    expect(validateSubmission(form('2458'), {})).toEqual({
      ok: false,
      fieldErrors: {
        firstName: 'Please enter your first name',
        lastName: 'Please enter your last name',
        email: 'Please enter your work email',
        phone: 'Please enter your phone',
        company: 'Please enter your company',
        employees: 'Please choose your number of employees',
        country: 'Please choose your country',
      },
      unknownFields: [],
    });
  });

  it('treats a post that is not an object as an empty form', () => {
    for (const input of [null, 'email=a@b.co', [LEAD], 42]) {
      const result = validateSubmission(form('1261'), input);
      expect(result).toEqual({
        ok: false,
        fieldErrors: { email: 'Please enter your work email' },
        unknownFields: [],
      });
    }
  });

  it('uses the §5 terms message for an unticked signup box', () => {
    const result = validateSubmission(form('1540'), {
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      terms: false,
    });
    expect(result).toMatchObject({ ok: false, fieldErrors: { terms: TERMS_REQUIRED_MESSAGE } });
  });

  it.each([
    ['an invalid email', { email: 'not-an-email' }, 'email', EMAIL_INVALID_MESSAGE],
    ['an invalid phone', { phone: 'call me maybe' }, 'phone', PHONE_INVALID_MESSAGE],
    ['a phone with too few digits', { phone: '+1 2' }, 'phone', PHONE_INVALID_MESSAGE],
    [
      'an employee range not in the list',
      { employees: '5 - 10' },
      'employees',
      'Please choose a number of employees from the list',
    ],
    ['an unknown country', { country: 'Atlantis' }, 'country', 'Please choose a country from the list'],
    [
      'a country code instead of the listed name',
      { country: 'GB' },
      'country',
      'Please choose a country from the list',
    ],
    ['an oversized name', { firstName: 'a'.repeat(101) }, 'firstName', 'Please enter at most 100 characters'],
    [
      'an oversized email',
      { email: `${'a'.repeat(250)}@example.com` },
      'email',
      'Please enter at most 254 characters',
    ],
    [
      'a huge company name',
      { company: 'x'.repeat(1_000_000) },
      'company',
      'Please enter at most 200 characters',
    ],
    ['a wrong type', { company: 42 }, 'company', 'Please enter your company'],
    ['a file instead of text', { lastName: new Blob(['x']) }, 'lastName', 'Please enter your last name'],
  ])('refuses %s', (_label, change, field, message) => {
    const result = validateSubmission(form('1181'), { ...LEAD, ...change });
    expect(result).toEqual({ ok: false, fieldErrors: { [field]: message }, unknownFields: [] });
  });

  it('refuses fields the form does not have, and names them', () => {
    const result = validateSubmission(
      form('1261'),
      JSON.parse('{"email":"a@b.co","admin":"1","__proto__":{"x":1}}'),
    );
    expect(result).toEqual({ ok: false, fieldErrors: {}, unknownFields: ['admin', '__proto__'] });
    expect(Object.getPrototypeOf(result.ok ? {} : result.fieldErrors)).toBe(Object.prototype);
  });

  it('reports field errors and unknown fields together', () => {
    const result = validateSubmission(form('1261'), { email: 'nope', website: '' });
    expect(result).toEqual({
      ok: false,
      fieldErrors: { email: EMAIL_INVALID_MESSAGE },
      unknownFields: ['website'],
    });
  });
});
