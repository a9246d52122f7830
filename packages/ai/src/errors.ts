/** A failure whose message is safe and useful to show the user as is. */
export class AIServiceError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The script could not be written; the message is shown to the user. */
export class ScriptWriterError extends AIServiceError {}

export const EMPTY_TEXT_MESSAGE = 'Please enter some text to work with.';
