/** Errors a route throws on purpose; the error handler turns them into `{ detail }` (spec 02 §8). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = (message = 'Geen geldige authenticatie gevonden') => new HttpError(401, message);
export const forbidden = (message = 'Geen toegang') => new HttpError(403, message);
export const notFound = (message = 'Niet gevonden') => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);
export const conflict = (message: string) => new HttpError(409, message);
