/*
 * Apart from the client on purpose: an app can recognise API errors without loading the client,
 * which brings every response schema with it.
 */

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiError';
  }
}

/** An answer that does not match core's schema for it: the contract is broken, said in Dutch. */
export const UNEXPECTED_RESPONSE_MESSAGE = 'Onverwacht antwoord van de server.';

/** The spec's error rule (01 §8): the body's detail or message, else the text, else 'API Error: {status}'. */
export function readErrorMessage(status: number, text: string): string {
  if (text) {
    try {
      const body = JSON.parse(text) as { detail?: unknown; message?: unknown };
      if (typeof body.detail === 'string' && body.detail) return body.detail;
      if (typeof body.message === 'string' && body.message) return body.message;
    } catch {
      return text;
    }
  }
  return `API Error: ${status}`;
}
