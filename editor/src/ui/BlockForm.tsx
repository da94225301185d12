// A block's form: one field per entry of its component definition (schema/fields.ts). The fields
// are this editor's own small components rather than @rjsf/core's: half of the space's field types
// (nested blocks, rich text, assets, links, story references) would need custom widgets anyway, the
// definitions are Storyblok's rather than JSON Schema, and the site's validation is mirrored by
// schema/validate.ts; rjsf would add ajv and a theme for little of what remains.
import { useId } from 'react';
import type { Block } from '../schema/blocks';
import { componentLabel, formFields, textListOf, type FormField } from '../schema/fields';
import { AssetField } from './AssetField';
import { BlocksField } from './BlocksField';
import { errorKey, useEditor } from './editor-context';
import { LinkField } from './LinkField';
import { RichTextField } from './RichTextField';

interface FieldProps<F extends FormField = FormField> {
  field: F;
  value: unknown;
  onChange: (value: unknown) => void;
  id: string;
  errorId: string;
  error: string | undefined;
}

function Label({ field, htmlFor }: { field: FormField; htmlFor?: string }) {
  return (
    <label className="label" htmlFor={htmlFor}>
      {field.label}
      {field.required ? <span className="required"> (required)</span> : null}
    </label>
  );
}

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="field-error">
      {error}
    </p>
  ) : null;
}

function describe(errorId: string, error: string | undefined, extra?: string): string | undefined {
  const ids = [error ? errorId : '', extra ?? ''].filter(Boolean).join(' ');
  return ids || undefined;
}

/**
 * A text field whose stored value is a list (a comparison row's values, which the site takes as a
 * list or as one separated string): edited one item per line and kept a list.
 */
function TextListInput({ field, value, onChange, id, errorId, error }: FieldProps) {
  const lines = textListOf(value) ?? [];
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <Label field={field} htmlFor={id} />
      <p id={hintId} className="hint">
        One item per line.
      </p>
      <textarea
        id={id}
        rows={Math.max(3, lines.length)}
        value={lines.join('\n')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describe(errorId, error, hintId)}
        aria-required={field.required || undefined}
        onChange={(event) => onChange(event.target.value.split('\n'))}
      />
      <ErrorText id={errorId} error={error} />
    </div>
  );
}

function TextInput(props: FieldProps) {
  if (textListOf(props.value)) return <TextListInput {...props} />;
  const { field, value, onChange, id, errorId, error } = props;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const multiline = field.kind === 'textarea';
  const maxLength = 'maxLength' in field ? field.maxLength : undefined;
  const common = {
    id,
    value: text,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describe(errorId, error),
    'aria-required': field.required || undefined,
    maxLength,
  };
  return (
    <div className="field">
      <Label field={field} htmlFor={id} />
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      <ErrorText id={errorId} error={error} />
    </div>
  );
}

function NumberInput({ field, value, onChange, id, errorId, error }: FieldProps) {
  if (field.kind !== 'number') return null;
  const text = typeof value === 'number' || typeof value === 'string' ? String(value) : '';
  const hintId = `${id}-hint`;
  const range =
    field.min !== undefined && field.max !== undefined
      ? `From ${field.min} to ${field.max}.`
      : field.min !== undefined
        ? `At least ${field.min}.`
        : field.max !== undefined
          ? `At most ${field.max}.`
          : '';
  return (
    <div className="field">
      <Label field={field} htmlFor={id} />
      <input
        id={id}
        type="number"
        inputMode="decimal"
        value={text}
        min={field.min}
        max={field.max}
        aria-invalid={error ? true : undefined}
        aria-describedby={describe(errorId, error, range ? hintId : undefined)}
        onChange={(event) => {
          const raw = event.target.value;
          onChange(raw === '' ? undefined : Number.isFinite(Number(raw)) ? Number(raw) : raw);
        }}
      />
      {range ? (
        <p id={hintId} className="hint">
          {range}
        </p>
      ) : null}
      <ErrorText id={errorId} error={error} />
    </div>
  );
}

function BooleanInput({ field, value, onChange, id, errorId, error }: FieldProps) {
  // Unset is the field's default; anything but true (a stray string) is unticked.
  const checked = value === undefined ? field.kind === 'boolean' && field.defaultValue : value === true;
  return (
    <div className="field field-checkbox">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={describe(errorId, error)}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{field.label}</label>
      <ErrorText id={errorId} error={error} />
    </div>
  );
}

function OptionInput({ field, value, onChange, id, errorId, error }: FieldProps) {
  if (field.kind !== 'option') return null;
  // A number is its option's value as text (a redirect's status is stored as 301 or '301').
  const current = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const known = field.options.some((option) => option.value === current);
  return (
    <div className="field">
      <Label field={field} htmlFor={id} />
      <select
        id={id}
        value={current}
        aria-invalid={error ? true : undefined}
        aria-describedby={describe(errorId, error)}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      >
        <option value="">
          {field.defaultValue !== undefined
            ? `Default (${field.options.find((option) => option.value === field.defaultValue)?.name ?? field.defaultValue})`
            : '— None —'}
        </option>
        {!known && current !== '' ? <option value={current}>{current} (not an option)</option> : null}
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.name}
          </option>
        ))}
      </select>
      <ErrorText id={errorId} error={error} />
    </div>
  );
}

function CheckboxGroup({
  field,
  choices,
  selected,
  onChange,
  id,
  errorId,
  error,
}: {
  field: FormField;
  id: string;
  choices: { value: string; name: string }[];
  selected: string[];
  onChange: (values: string[]) => void;
  errorId: string;
  error: string | undefined;
}) {
  return (
    // The group takes the focus a save with an error here moves to (it may have no box at all).
    <fieldset
      id={id}
      tabIndex={-1}
      className="field checkbox-group"
      aria-describedby={describe(errorId, error)}
    >
      <legend className="label">
        {field.label}
        {field.required ? <span className="required"> (required)</span> : null}
      </legend>
      <div className="choices">
        {choices.map((choice) => (
          <label key={choice.value}>
            <input
              type="checkbox"
              checked={selected.includes(choice.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...selected, choice.value]
                    : selected.filter((value) => value !== choice.value),
                )
              }
            />
            {choice.name}
          </label>
        ))}
        {choices.length === 0 ? <p className="muted">Nothing to choose from.</p> : null}
      </div>
      <ErrorText id={errorId} error={error} />
    </fieldset>
  );
}

function OptionsInput(props: FieldProps) {
  const { field, value, onChange } = props;
  if (field.kind !== 'options') return null;
  const selected = Array.isArray(value) ? value.map(String) : [];
  return <CheckboxGroup {...props} choices={field.options} selected={selected} onChange={onChange} />;
}

function StoriesInput(props: FieldProps) {
  const { field, value, onChange } = props;
  const { stories, region } = useEditor();
  if (field.kind !== 'stories') return null;
  const selected = Array.isArray(value) ? value.map(String) : [];
  const key = (story: { uuid: string; full_slug: string }) =>
    field.storedAs === 'uuid' ? story.uuid : story.full_slug;
  const choices = stories
    .filter((story) => !story.is_folder)
    .filter((story) => field.contentTypes.length === 0 || field.contentTypes.includes(story.component ?? ''))
    // The story's own region's first: a page links to its region's posts.
    .sort(
      (a, b) => Number(b.full_slug.startsWith(`${region}/`)) - Number(a.full_slug.startsWith(`${region}/`)),
    )
    .map((story) => ({ value: key(story), name: `${story.name} (/${story.full_slug})` }));
  // Values naming no story stay visible, so they can be removed.
  for (const item of selected)
    if (!choices.some((choice) => choice.value === item))
      choices.unshift({ value: item, name: `${item} (not found)` });
  return <CheckboxGroup {...props} choices={choices} selected={selected} onChange={onChange} />;
}

function Unsupported({ field, value, id }: FieldProps) {
  return (
    <div className="field" id={id} tabIndex={-1}>
      <span className="label">{field.label}</span>
      <p className="hint">
        This field’s type ({field.kind === 'unsupported' ? field.type : field.kind}) cannot be edited here; it
        is kept as it is.
      </p>
      <pre className="json">{JSON.stringify(value, null, 2) ?? 'empty'}</pre>
    </div>
  );
}

export function FieldInput(props: FieldProps) {
  switch (props.field.kind) {
    case 'text':
    case 'textarea':
      return <TextInput {...props} />;
    case 'number':
      return <NumberInput {...props} />;
    case 'boolean':
      return <BooleanInput {...props} />;
    case 'option':
      return <OptionInput {...props} />;
    case 'options':
      return <OptionsInput {...props} />;
    case 'stories':
      return <StoriesInput {...props} />;
    case 'link':
      return <LinkField {...props} />;
    case 'asset':
      return <AssetField {...props} />;
    case 'richtext':
      return <RichTextField {...props} />;
    case 'blocks':
      return null;
    default:
      return <Unsupported {...props} />;
  }
}

export type { FieldProps };

/** The fields of one block; nested block lists become BlocksField, which renders BlockForm again. */
export function BlockForm({
  block,
  onChange,
  root = false,
}: {
  block: Block;
  onChange: (block: Block) => void;
  root?: boolean;
}) {
  const { definitions, errors } = useEditor();
  const definition = definitions.get(block.component);
  const baseId = useId();
  const uid = block._uid ?? baseId;
  if (!definition) {
    return (
      <p className="error">
        The site has no {block.component} block: this block is kept as it is and cannot be edited here.
      </p>
    );
  }
  const blockError = errors.get(errorKey(block._uid ?? '', ''));
  const set = (key: string) => (value: unknown) => {
    const next: Block = { ...block };
    if (value === undefined) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  return (
    <div className={root ? 'block-form root-form' : 'block-form'}>
      {root ? (
        <h2 className="visually-hidden">{componentLabel(definition, block.component)} fields</h2>
      ) : null}
      {blockError ? (
        // Focused by the save's "fix first" step (its id is the field id with no key).
        <p id={`f-${uid}-`} className="field-error" tabIndex={-1}>
          {blockError}
        </p>
      ) : null}
      {formFields(definition).map((field) => {
        const id = `f-${uid}-${field.key}`;
        const error = errors.get(errorKey(block._uid ?? '', field.key));
        if (field.kind === 'blocks') {
          return (
            <BlocksField
              key={field.key}
              field={field}
              id={id}
              error={error}
              value={block[field.key]}
              onChange={set(field.key)}
            />
          );
        }
        return (
          <FieldInput
            key={field.key}
            field={field}
            id={id}
            errorId={`${id}-error`}
            error={error}
            value={block[field.key]}
            onChange={set(field.key)}
          />
        );
      })}
    </div>
  );
}
