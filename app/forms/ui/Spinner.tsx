// The small busy indicator of a submitting form (decorative: the button's label says what happens).
export function Spinner() {
  return <span className="form-spinner" aria-hidden="true" />;
}
