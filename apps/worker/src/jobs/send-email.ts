import type { Mailer } from '@adreel/mail';
import { defineJob } from '../job.ts';

export function sendEmailJob(mailer: Mailer) {
  return defineJob({
    queue: 'mail',
    name: 'send-email',
    async handle(payload, ctx) {
      await mailer.send(payload);
      ctx.log('email sent', { to: payload.to, transport: mailer.transport });
    },
  });
}
