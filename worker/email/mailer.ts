/** One outgoing e-mail, already rendered. */
export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Every way of delivering mail (dev outbox, production API) behind one interface. */
export interface Mailer {
  /** True when delivery may be slow and should not hold the response (production). */
  readonly deferred: boolean;
  send(message: EmailMessage): Promise<void>;
}
