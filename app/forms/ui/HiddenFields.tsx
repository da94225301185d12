// The fields every form posts besides its own: which form, which one on the page, the submission id,
// the bot-check token and its honeypot, '_js' once the browser runs the form, and any the form adds.
import { FORM_ID_FIELD, FORM_KEY_FIELD, JS_FIELD, SUBMISSION_ID_FIELD, TALON_FIELD } from '../form-result';
import { HONEYPOT_FIELD } from '../talon-fields';

export interface HiddenFieldsProps {
  formId: string;
  formKey: string;
  submissionId: string;
  talon: string;
  js: boolean;
  /** A form's own hidden values (a registration's session), by name. */
  extra?: Readonly<Record<string, string>>;
}

export function HiddenFields({ formId, formKey, submissionId, talon, js, extra = {} }: HiddenFieldsProps) {
  return (
    <>
      {Object.entries(extra).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name={FORM_ID_FIELD} value={formId} />
      <input type="hidden" name={FORM_KEY_FIELD} value={formKey} />
      <input type="hidden" name={SUBMISSION_ID_FIELD} value={submissionId} />
      <input type="hidden" name={TALON_FIELD} value={talon} />
      {js ? <input type="hidden" name={JS_FIELD} value="1" /> : null}
      {/* People never see or reach this field; bots that fill in every input give themselves away. */}
      <div className="form-honeypot" aria-hidden="true">
        <label>
          Website
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}
