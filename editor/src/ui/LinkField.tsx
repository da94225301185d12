// A link field: none, a URL, or another story (only stories of the allowed types, where the field
// restricts them: a featured post must be a blog post).
import type { FieldProps } from './BlockForm';
import { readLink, writeLink, type LinkValue } from '../schema/links';
import { useEditor } from './editor-context';

export function LinkField({ field, value, onChange, id, errorId, error }: FieldProps) {
  const { stories, region } = useEditor();
  if (field.kind !== 'link') return null;
  const link = readLink(value);
  const set = (next: LinkValue) => onChange(writeLink(next, value));
  const candidates = stories
    .filter((story) => !story.is_folder)
    .filter((story) => field.contentTypes.length === 0 || field.contentTypes.includes(story.component ?? ''))
    .sort(
      (a, b) =>
        Number(b.full_slug.startsWith(`${region}/`)) - Number(a.full_slug.startsWith(`${region}/`)) ||
        a.full_slug.localeCompare(b.full_slug),
    );
  const modes: { mode: LinkValue['mode']; label: string }[] = [
    { mode: 'none', label: 'None' },
    ...(field.contentTypes.length === 0 ? [{ mode: 'url' as const, label: 'URL' }] : []),
    { mode: 'story', label: 'Story' },
  ];
  const describedBy = error ? errorId : undefined;
  const storyKnown = link.mode === 'story' && candidates.some((story) => story.full_slug === link.fullSlug);
  return (
    <fieldset className="field link-field" aria-describedby={describedBy}>
      <legend className="label">
        {field.label}
        {field.required ? <span className="required"> (required)</span> : null}
      </legend>
      <div className="segmented" role="radiogroup" aria-label={`${field.label}: link to`}>
        {modes.map(({ mode, label }) => (
          <label key={mode}>
            <input
              type="radio"
              // With no address or story to edit, the chosen "None" takes the field's id: a save
              // with an error here (a required link) moves the focus to it.
              id={mode === 'none' && link.mode === 'none' ? id : undefined}
              name={`${id}-mode`}
              checked={link.mode === mode}
              aria-invalid={mode === 'none' && link.mode === 'none' && error ? true : undefined}
              onChange={() => {
                if (mode === 'none') set({ mode: 'none' });
                else if (mode === 'url') set({ mode: 'url', url: link.mode === 'url' ? link.url : '' });
                else {
                  const first = candidates[0];
                  set({ mode: 'story', fullSlug: first?.full_slug ?? '', uuid: first?.uuid ?? null });
                }
              }}
            />
            {label}
          </label>
        ))}
      </div>
      {link.mode === 'url' ? (
        <div className="field">
          <label htmlFor={id} className="label">
            URL
          </label>
          <input
            id={id}
            type="text"
            inputMode="url"
            placeholder="/pricing or https://…"
            value={link.url}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => set({ mode: 'url', url: event.target.value })}
          />
        </div>
      ) : null}
      {link.mode === 'story' ? (
        <div className="field">
          <label htmlFor={id} className="label">
            Story
          </label>
          <select
            id={id}
            value={link.fullSlug}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              const story = candidates.find((candidate) => candidate.full_slug === event.target.value);
              set({ mode: 'story', fullSlug: event.target.value, uuid: story?.uuid ?? null });
            }}
          >
            {!storyKnown ? (
              <option value={link.fullSlug}>{link.fullSlug || '— Choose a story —'}</option>
            ) : null}
            {candidates.map((story) => (
              <option key={story.id} value={story.full_slug}>
                {story.name} (/{story.full_slug})
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
