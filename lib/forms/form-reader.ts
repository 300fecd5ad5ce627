/** Reads one named control of a form; `''` when there is none. */
export type ReadField = (name: string) => string;

/**
 * Reads a form's controls by name. Forms here read controls rather than `new FormData(form)`:
 * the same code then runs in the test DOM, whose FormData is Node's and cannot read a form.
 */
export function formReader(form: HTMLFormElement): ReadField {
  return (name) => {
    const control = form.elements.namedItem(name) as HTMLInputElement | RadioNodeList | null;
    return control?.value ?? '';
  };
}
