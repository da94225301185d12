import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../geo/countries';
import { EMPLOYEE_RANGES } from './consultation-redirect';
import { COUNTRY_OPTIONS, FORM_DEFINITIONS, formDefinition } from './definitions';
import { checkFormDefinitions } from './definitions.schema';

describe('marketing form definitions', () => {
  it.each([
    ['1540', 'signup', false],
    ['1181', 'consultation', true],
    ['2458', 'consultation', true],
    ['2215', 'download', true],
    ['1008', 'download', true],
    ['1261', 'newsletter', false],
    ['3001', 'live_training_registration', false],
  ] as const)('form %s is a %s form (redirect rule: %s)', (id, kind, redirectRule) => {
    const form = formDefinition(id);
    expect(form).toMatchObject({ id, kind, redirectRule });
    expect(formDefinition(Number(id))).toBe(form);
  });

  it('holds exactly the six §9 forms and the live-training registration', () => {
    expect(FORM_DEFINITIONS.map((form) => form.id).sort()).toEqual([
      '1008',
      '1181',
      '1261',
      '1540',
      '2215',
      '2458',
      '3001',
    ]);
  });

  it('asks a live-training registrant for name, work email and company; job title and a question optional', () => {
    expect(
      formDefinition('3001')?.fields.map((field) => [field.name, field.type, field.required] as const),
    ).toEqual([
      ['firstName', 'text', true],
      ['lastName', 'text', true],
      ['email', 'email', true],
      ['company', 'text', true],
      ['jobTitle', 'text', false],
      ['question', 'textarea', false],
    ]);
  });

  it.each(['9999', '', ' ', 'abc', '1540x', 0])('knows no form %j', (id) => {
    expect(formDefinition(id)).toBeUndefined();
  });

  it('asks consultation and download leads for name, work email, phone, company, employees and country', () => {
    for (const id of ['1181', '2458', '2215', '1008']) {
      expect(formDefinition(id)?.fields.map((field) => field.name)).toEqual([
        'firstName',
        'lastName',
        'email',
        'phone',
        'company',
        'employees',
        'country',
      ]);
    }
  });

  it('asks the newsletter only for the work email', () => {
    expect(formDefinition('1261')?.fields).toEqual([
      expect.objectContaining({ name: 'email', type: 'email' }),
    ]);
  });

  it('offers the employee ranges of the redirect rule, in order', () => {
    const employees = formDefinition('1181')?.fields.find((field) => field.name === 'employees');
    expect(employees).toMatchObject({ type: 'select', options: [...EMPLOYEE_RANGES] });
    expect(EMPLOYEE_RANGES).toEqual([
      '1 - 15',
      '1 - 25',
      '16 - 49',
      '26 - 49',
      '50 - 249',
      '250 - 999',
      '1000+',
    ]);
  });

  it('offers every country by name, sorted', () => {
    const country = formDefinition('2458')?.fields.find((field) => field.name === 'country');
    expect(country).toMatchObject({ type: 'select', options: COUNTRY_OPTIONS, autocomplete: 'country-name' });
    expect(COUNTRY_OPTIONS).toHaveLength(COUNTRIES.length);
    expect(COUNTRY_OPTIONS).toContain('United Kingdom');
    expect([...COUNTRY_OPTIONS]).toEqual([...COUNTRY_OPTIONS].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('keeps every rule the server checks at start, and a broken definition is refused by name', () => {
    expect(() => checkFormDefinitions(FORM_DEFINITIONS)).not.toThrow();
    const [signup, consultation] = FORM_DEFINITIONS;
    expect(() => checkFormDefinitions([signup!, { ...signup! }])).toThrow(/form ids are unique/);
    expect(() => checkFormDefinitions([{ ...consultation!, redirectRule: false }])).toThrow(
      /redirectRule is true exactly for consultation and download forms/,
    );
    expect(() =>
      checkFormDefinitions([{ ...signup!, fields: [...signup!.fields, signup!.fields[0]!] }]),
    ).toThrow(/field names are unique/);
  });
});
