// Request bodies other than JSON: form-encoded (when the JSON option is off) and multipart (uploads).

type Field = string | number | boolean | Blob | null | undefined;

function fields(body: Record<string, unknown>): [string, Exclude<Field, null | undefined>][] {
  return Object.entries(body).flatMap(([key, value]) =>
    (Array.isArray(value) ? (value as Field[]) : [value as Field])
      .filter((item): item is Exclude<Field, null | undefined> => item !== null && item !== undefined)
      .map((item) => [key, item] as [string, Exclude<Field, null | undefined>]),
  );
}

/** `{ ids: ['1', '2'], state: 1 }` → `ids=1&ids=2&state=1`: arrays as repeated keys, as Spring binds them. */
export function formEncode(body: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of fields(body)) form.append(key, value instanceof Blob ? '' : String(value));
  return form;
}

/** Files and fields of an upload; a list of files is sent under one repeated field name. */
export function multipart(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of fields(body)) form.append(key, value instanceof Blob ? value : String(value));
  return form;
}

/** The file name in Content-Disposition (RFC 5987 `filename*` first), or the fallback. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (extended) return decodeURIComponent(extended.trim());
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition)?.[1];
  if (!plain) return fallback;
  try {
    return decodeURIComponent(plain.trim());
  } catch {
    return plain.trim();
  }
}
