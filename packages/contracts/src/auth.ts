import { z } from 'zod';
import { demoModeSchema, integrationSchema } from './integrations.ts';
import { newPasswordSchema } from './password.ts';
import { safeText } from './text.ts';

export const RESET_CODE_LENGTH = 6;

const email = z
  .email({ error: 'Enter a valid e-mail address' })
  .max(254)
  .transform((v) => v.trim().toLowerCase());

export const publicUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

// POST /auth/signup — the password rule of password.ts (the API adds common-passwords.ts).
export const signupBodySchema = z.object({
  name: safeText({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120),
  email,
  password: newPasswordSchema,
});
export const signupResponseSchema = z.object({ message: z.string(), user: publicUserSchema });

// POST /auth/signin
export const signinBodySchema = z.object({
  email,
  password: safeText({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
/** GET /auth/me: the account, and whether its welcome video was closed (it greets once per user). */
export const meResponseSchema = z.object({ user: publicUserSchema, welcomeSeen: z.boolean() });
// POST /auth/me/welcome-seen: the welcome video was closed; no other tab or sign-in shows it again.
export const welcomeSeenResponseSchema = z.object({ welcomeSeen: z.literal(true) });

// POST /auth/signout — ends this session, or with {everywhere: true} every session of the account.
export const signoutBodySchema = z.object({ everywhere: z.boolean().optional() }).strict().nullish();
export const signoutResponseSchema = z.object({ message: z.string() });

// DELETE /auth/me — deletes the account and every file it stored; the password confirms it.
export const deleteAccountBodySchema = z.object({
  password: safeText({ error: 'Enter your password to confirm' })
    .min(1, 'Enter your password to confirm')
    .max(200),
});
export const deleteAccountResponseSchema = z.object({ message: z.string() });
export const signinResponseSchema = z.object({ token: z.string(), user: publicUserSchema });

// POST /auth/forgot-password. Step "email" sends {email}; step "password" sends {email, code, newPassword}.
// One object schema (not a union) so a half-filled step two gets field errors instead of being read as step one.
const resetCode = safeText()
  .trim()
  .regex(/^\d{6}$/, 'The code is the 6 digits from the e-mail');
export const forgotPasswordBodySchema = z
  .object({ email, code: resetCode.optional(), newPassword: newPasswordSchema.optional() })
  .superRefine((body, ctx) => {
    const stepTwo = body.code !== undefined || body.newPassword !== undefined;
    if (stepTwo && body.code === undefined)
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'The code is required' });
    if (stepTwo && body.newPassword === undefined) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'The new password is required' });
    }
  });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;
export const forgotPasswordResponseSchema = z.object({ message: z.string() });

/** Every error the API returns has this shape; `message` is written for people. */
export const apiErrorSchema = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const publicConfigSchema = z.object({
  /** An operator's own welcome page to embed; null plays the built-in walkthrough. */
  welcomeUrl: z.string().nullable(),
  /** Operator pages per training page (TRAINING_PAGES keys); a missing key plays the built-in one. */
  trainingUrls: z.record(z.string(), z.string()),
  tutorialVideoUrl: z.string().nullable(),
  devMailbox: z.boolean(),
  demoProductUrl: z.string().nullable(),
  /** Which outside services run as offline stand-ins; screens showing their output say so. */
  demoMode: demoModeSchema,
  /** Demo mode: the built-in webhook inbox (GET /demo/webhook-inbox) stands in for the user's server. */
  demoWebhookInbox: z.boolean(),
  /** Every outside service, its state and the `.env` variables that turn it on (Settings → Integrations). */
  integrations: z.array(integrationSchema),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const outboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
// GET /dev/mailbox — loopback only, and only when an operator set DEV_MAILBOX=1 with no SMTP server.
export const devMailboxQuerySchema = z.object({ to: safeText().trim().toLowerCase().max(254).optional() });
export const devMailboxResponseSchema = z.object({ emails: z.array(outboxEmailSchema) });
