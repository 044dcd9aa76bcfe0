/** An error that carries the status the error page shows, such as 403 for a signed-in visitor who is not an admin. */
export class HttpError extends Error {
  readonly status: number
  constructor(status: number, message?: string) {
    super(message ?? `HTTP ${status}`)
    this.name = 'HttpError'
    this.status = status
  }
}

export function isHttpError(error: unknown, status?: number): error is HttpError {
  return error instanceof HttpError && (status === undefined || error.status === status)
}
