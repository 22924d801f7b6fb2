// spec §2/§8: "Document click with an invalid session → /signin/". The tile service answers
// HTTP 401 when the session is gone; this error tells the widget so.
export class InvalidSessionError extends Error {
  constructor(options?: ErrorOptions) {
    super('The session is no longer valid', options);
    this.name = 'InvalidSessionError';
  }
}
