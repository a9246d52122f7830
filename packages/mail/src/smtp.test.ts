import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOutboxMailer, createSmtpMailer, type MailMessage } from './index.ts';

// A real SMTP server on loopback speaks the protocol nodemailer talks to production servers.
const received: { from: string; to: string[]; data: string }[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let data = '';
    stream.on('data', (c: Buffer) => {
      data += c.toString();
    });
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        data,
      });
      callback();
    });
  },
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
});

it('sends through SMTP with the configured sender', async () => {
  const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'AdReel <no-reply@adreel.test>');
  await mailer.send({ to: 'ann@example.com', subject: 'Your code: 123456', text: 'Code 123456' });
  expect(received).toHaveLength(1);
  expect(received[0]?.from).toBe('no-reply@adreel.test');
  expect(received[0]?.to).toEqual(['ann@example.com']);
  expect(received[0]?.data).toContain('Subject: Your code: 123456');
  expect(received[0]?.data).toContain('Code 123456');
});

it('the outbox mailer stores and prints instead of sending', async () => {
  const stored: MailMessage[] = [];
  const lines: string[] = [];
  const mailer = createOutboxMailer({ store: async (m) => void stored.push(m) }, (l) => lines.push(l));
  await mailer.send({ to: 'bob@example.com', subject: 'Hi', text: 'Body' });
  expect(stored).toEqual([{ to: 'bob@example.com', subject: 'Hi', text: 'Body' }]);
  expect(lines[0]).toContain('to=bob@example.com');
  expect(mailer.transport).toBe('outbox');
});
