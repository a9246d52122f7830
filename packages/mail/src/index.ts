import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** Where outbox mail goes when no SMTP server is configured (Postgres, in the worker). */
export interface OutboxSink {
  store(message: MailMessage): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    async send(message) {
      await transporter.sendMail({ from, ...message });
    },
  };
}

/** Offline default: the mail is kept in the dev outbox and printed, so resets work without SMTP. */
export function createOutboxMailer(sink: OutboxSink, log: (line: string) => void): Mailer {
  return {
    transport: 'outbox',
    async send(message) {
      await sink.store(message);
      log(`[dev outbox] to=${message.to} subject="${message.subject}"\n${message.text}`);
    },
  };
}
