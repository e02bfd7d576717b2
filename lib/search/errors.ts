/**
 * An error a client caused, with the HTTP status and the message the answer carries. Anything
 * else thrown while answering is a defect of ours and is answered without details.
 */
export class SearchRequestError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 405 | 413 | 415,
    message: string,
  ) {
    super(message)
    this.name = 'SearchRequestError'
  }
}

export function badRequest(message: string): SearchRequestError {
  return new SearchRequestError(400, message)
}
