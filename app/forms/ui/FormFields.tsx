// A marketing form's own fields, rendered from its definition (app/forms/definitions.ts), with each
// field's message under it. The same markup serves the server-rendered form and the browser's.
import type { FormDefinition, FormField } from '../definitions';

export interface FormFieldsProps {
  definition: FormDefinition;
  /** Prefix of the element ids, unique on the page. */
  idPrefix: string;
  errors: Readonly<Record<string, string>>;
  /** Answers to show again (a form posted without JavaScript and answered with the page). */
  values?: Readonly<Record<string, string>>;
  onFocusField?: (name: string) => void;
  /**
   * A stand-in that only has to take the form's size (the loading placeholder): its selects keep
   * their prompt but not their options, which on a consultation page were 500 countries the browser
   * parsed and hydrated for a hidden, disabled copy.
   */
  standIn?: boolean;
}

function describedBy(idPrefix: string, field: FormField, errors: Readonly<Record<string, string>>) {
  return errors[field.name] ? `${idPrefix}-${field.name}-error` : undefined;
}

function Control({
  field,
  idPrefix,
  errors,
  values,
  onFocusField,
  standIn,
}: FormFieldsProps & { field: FormField }) {
  const id = `${idPrefix}-${field.name}`;
  const value = values?.[field.name];
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': errors[field.name] ? true : undefined,
    'aria-describedby': describedBy(idPrefix, field, errors),
    onFocus: onFocusField ? () => onFocusField(field.name) : undefined,
  };
  switch (field.type) {
    case 'select':
      return (
        <select {...common} autoComplete={field.autocomplete} defaultValue={value ?? ''}>
          <option value="">Please choose</option>
          {standIn
            ? null
            : field.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
        </select>
      );
    case 'checkbox':
      return <input {...common} type="checkbox" defaultChecked={value !== undefined} />;
    case 'textarea':
      return <textarea {...common} maxLength={field.maxLength} rows={4} defaultValue={value} />;
    default:
      return (
        <input
          {...common}
          type={field.type}
          autoComplete={field.autocomplete}
          maxLength={field.maxLength}
          defaultValue={value}
        />
      );
  }
}

export function FormFields(props: FormFieldsProps) {
  const { definition, idPrefix, errors } = props;
  return (
    <>
      {definition.fields.map((field) => (
        <div key={field.name} className={field.type === 'checkbox' ? 'form-check' : 'form-field'}>
          {field.type === 'checkbox' ? <Control {...props} field={field} /> : null}
          <label htmlFor={`${idPrefix}-${field.name}`}>
            {field.label}
            {field.required ? null : <span className="form-field__optional"> (optional)</span>}
          </label>
          {field.type === 'checkbox' ? null : <Control {...props} field={field} />}
          {errors[field.name] ? (
            <p className="form-field__error" id={`${idPrefix}-${field.name}-error`}>
              {errors[field.name]}
            </p>
          ) : null}
        </div>
      ))}
    </>
  );
}

/** A FormData's values for the definition's fields only (the hidden fields are not answers). */
export function answersOf(definition: FormDefinition, data: FormData): Record<string, string | boolean> {
  const answers: Record<string, string | boolean> = {};
  for (const field of definition.fields) {
    const value = data.get(field.name);
    if (field.type === 'checkbox') answers[field.name] = value !== null;
    else if (typeof value === 'string') answers[field.name] = value;
  }
  return answers;
}
