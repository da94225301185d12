// The loading placeholder's copy of a form keeps the form's fields but not its long option lists.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { COUNTRY_OPTIONS, FORM_IDS, formDefinition } from '../definitions';
import { FormFields } from './FormFields';

function render(standIn: boolean): string {
  const consultation = formDefinition(FORM_IDS.consultationUs);
  if (!consultation) throw new Error('no consultation form definition');
  return renderToStaticMarkup(
    <FormFields definition={consultation} idPrefix="f" errors={{}} standIn={standIn} />,
  );
}

const selects = (html: string) => [...html.matchAll(/<select[^>]*name="([^"]+)"[^>]*>(.*?)<\/select>/g)];
const optionTexts = (html: string) => [...html.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]);
const controlNames = (html: string) =>
  [...html.matchAll(/<(?:input|select)[^>]*name="([^"]+)"/g)].map((m) => m[1]);

describe('FormFields', () => {
  it('lists every option of a select in the form itself', () => {
    const country = selects(render(false)).find(([, name]) => name === 'country');
    expect(optionTexts(country?.[2] ?? '')).toHaveLength(COUNTRY_OPTIONS.length + 1);
  });

  it("keeps a stand-in's fields, labels and prompts but none of its options", () => {
    const form = render(false);
    const standIn = render(true);
    expect(controlNames(standIn)).toEqual(controlNames(form));
    expect(standIn.match(/<label/g)).toHaveLength(form.match(/<label/g)?.length ?? -1);
    const standInSelects = selects(standIn);
    expect(standInSelects.length).toBeGreaterThan(0);
    for (const [, , options] of standInSelects) expect(optionTexts(options ?? '')).toEqual(['Please choose']);
  });
});
