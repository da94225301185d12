// The signup form data's "list of loaded marketing form ids": every form id that has mounted on
// this page, kept in one small list the forms add to and the signup reads when it posts.
let loaded: readonly string[] = [];

export function markFormLoaded(formId: string): void {
  if (loaded.includes(formId)) return;
  loaded = [...loaded, formId];
}

export function loadedFormIds(): readonly string[] {
  return loaded;
}
