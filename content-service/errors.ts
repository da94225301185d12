// Every failure a client caused is an HttpError; the server turns it into `{"error": message}`
// (plus `details`, for answers a client acts on, such as a conflict's current version).
// Anything else is a bug and becomes a bare 500, so no stack trace ever reaches a response.
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

export const NOT_FOUND = 'This record could not be found';

export function notFound(message = NOT_FOUND): HttpError {
  return new HttpError(404, message);
}

export function unprocessable(message: string): HttpError {
  return new HttpError(422, message);
}
