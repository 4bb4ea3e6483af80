/**
 * Errors the editor's routes answer with a status and a sentence; anything else is a fault of the server.
 * `details` go with the sentence, for the editor to act on (a file that changed on disk offers to open it again).
 */
export class Refused extends Error {
  readonly status: number;
  readonly details: Record<string, unknown>;
  constructor(status: number, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.details = details;
  }
}
