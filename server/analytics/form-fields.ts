export type FormFields = Record<string, string | undefined>;

/**
 * The receiver's fields from whatever the sender produced: a form-encoded or text/plain
 * string (sendBeacon sends text/plain), an already parsed form or JSON object, or a query.
 */
export function formFields(input: unknown): FormFields {
  if (typeof input === 'string') return Object.fromEntries(new URLSearchParams(input));
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return {};
  const fields: FormFields = {};
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string') fields[key] = value;
    else if (typeof value === 'number') fields[key] = String(value);
  }
  return fields;
}
