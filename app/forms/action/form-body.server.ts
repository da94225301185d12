// Reads a form post with a hard size limit (app/security/bounded-body.server.ts): the Content-Length
// header is checked first, then the body is read chunk by chunk and refused as soon as it passes the
// limit, so a chunked or lying upload never gets buffered whole.
import { declaredTooLarge, readBoundedBody } from '../../security/bounded-body.server';

/** The largest form post accepted: the biggest form is well under 4 KB when filled in to its limits. */
export const MAX_FORM_BODY_BYTES = 32 * 1024;

export type FormBody =
  | { ok: true; fields: ReadonlyMap<string, FormDataEntryValue[]> }
  | { ok: false; reason: 'too-large' | 'unsupported' | 'malformed' };

const URLENCODED = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';

function group(entries: Iterable<[string, FormDataEntryValue]>): ReadonlyMap<string, FormDataEntryValue[]> {
  const fields = new Map<string, FormDataEntryValue[]>();
  for (const [name, value] of entries) fields.set(name, [...(fields.get(name) ?? []), value]);
  return fields;
}

/** The posted fields by name (a name posted twice keeps both values, so it can be refused). */
export async function readFormBody(request: Request, limit = MAX_FORM_BODY_BYTES): Promise<FormBody> {
  if (declaredTooLarge(request, limit)) return { ok: false, reason: 'too-large' };
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (!type.startsWith(URLENCODED) && !type.startsWith(MULTIPART))
    return { ok: false, reason: 'unsupported' };
  let body: Uint8Array<ArrayBuffer>;
  try {
    const read = await readBoundedBody(request, limit);
    if (!read.ok) return read;
    body = read.bytes;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (type.startsWith(URLENCODED)) {
    return { ok: true, fields: group(new URLSearchParams(new TextDecoder().decode(body))) };
  }
  try {
    const headers = { 'content-type': request.headers.get('content-type') ?? '' };
    const form = await new Response(body, { headers }).formData();
    return { ok: true, fields: group(form.entries()) };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}
