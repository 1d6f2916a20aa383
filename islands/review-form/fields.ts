// What the review form holds, read for Rey's ajax submission.

/** Rey's check: the required fields left empty, to be outlined red (the rating has its own alert). */
export function emptyRequired(form: HTMLFormElement, rating: HTMLSelectElement | null): HTMLElement[] {
  const fields = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('[required]')];
  return fields.filter((field) => field !== rating && !field.disabled && !String(field.value).trim());
}

/** The form's text fields, as the form would send them (files left out). */
export function formFields(form: HTMLFormElement): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.append(name, value);
  return fields;
}
