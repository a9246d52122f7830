import type { DemoMode, Integration } from '@adreel/contracts';
import { marketplaceMode } from '@adreel/marketplace';
import type { ApiEnv } from './env.ts';

type IntegrationEnv = Pick<
  ApiEnv,
  | 'NODE_ENV'
  | 'DEMO_MODE'
  | 'DIGISTORE_DEVELOPER_API_KEY'
  | 'OPENAI_API_KEY'
  | 'TTS_API_KEY'
  | 'PEXELS_API_KEY'
  | 'SMTP_URL'
  | 'S3_BUCKET'
>;

/**
 * Which services run as offline stand-ins. The marketplace follows demo mode (the sandbox is mounted
 * only then); the others follow their keys, read from the same `.env` by the worker: it offers and
 * speaks the OpenAI voices when TTS_API_KEY is set (else flite only; the LLM's OPENAI_API_KEY plays no
 * part) and fetches Pexels clips when PEXELS_API_KEY is set.
 */
export function demoModeFrom(env: IntegrationEnv): DemoMode {
  return {
    marketplace: marketplaceMode('digistore24', env) === 'sandbox',
    writer: !env.OPENAI_API_KEY,
    voice: !env.TTS_API_KEY,
    stockFootage: !env.PEXELS_API_KEY,
  };
}

/**
 * Settings → Integrations: every outside service, whether it is on, and what turns it on. Names and
 * descriptions are read by marketers, so they never name a variable; `envVars` and `optionalEnvVars`
 * are for the person who runs AdReel (shown behind a disclosure).
 */
export function integrationsFrom(env: IntegrationEnv): Integration[] {
  const demo = demoModeFrom(env);
  return [
    {
      id: 'marketplace',
      name: 'Digistore24 marketplace',
      connected: marketplaceMode('digistore24', env) === 'live',
      standIn: demo.marketplace
        ? 'Sandbox marketplace: made-up sample offers and a practice connect page. Their links are not real promolinks and earn no commission.'
        : 'None: offers cannot be browsed until the marketplace is connected.',
      provides:
        'Real Digistore24 accounts and offers; copied links carry your affiliate ID and earn commission.',
      envVars: ['DIGISTORE_DEVELOPER_API_KEY'],
      // Without the key, DEMO_MODE=1 turns the sandbox marketplace on (and DEMO_MODE=0 off).
      optionalEnvVars: ['DEMO_MODE'],
    },
    {
      id: 'writer',
      name: 'AI writer (OpenAI)',
      connected: !demo.writer,
      standIn:
        'Offline writer: scripts, the six AI content generators and chat answers are filled in from fixed templates and your own words.',
      provides: 'Scripts, copy and chat answers written by OpenAI or any OpenAI-compatible server.',
      envVars: ['OPENAI_API_KEY'],
      optionalEnvVars: ['OPENAI_BASE_URL', 'OPENAI_MODEL'],
    },
    {
      id: 'voice',
      name: 'AI voice (OpenAI speech)',
      connected: !demo.voice,
      standIn: 'Offline voices: voiceovers are read by the built-in flite speech synthesiser.',
      provides:
        'Natural-sounding OpenAI voices in the voice picker, from OpenAI or any OpenAI-compatible speech server (e.g. Kokoro).',
      envVars: ['TTS_API_KEY'],
      optionalEnvVars: ['TTS_BASE_URL', 'TTS_MODEL'],
    },
    {
      id: 'stockFootage',
      name: 'Stock footage (Pexels)',
      connected: !demo.stockFootage,
      standIn:
        'No stock footage: video backgrounds are product images, and scenes without one get designed motion in your brand colours.',
      provides: 'Portrait HD stock clips matched to each scene.',
      envVars: ['PEXELS_API_KEY'],
      optionalEnvVars: [],
    },
    {
      id: 'email',
      name: 'E-mail (SMTP)',
      connected: Boolean(env.SMTP_URL),
      standIn: 'Dev outbox: e-mails such as password-reset codes are kept on this server, not sent.',
      provides: 'E-mails are delivered to the recipient.',
      envVars: ['SMTP_URL'],
      optionalEnvVars: ['MAIL_FROM'],
    },
    {
      id: 'storage',
      name: 'File storage (S3)',
      connected: Boolean(env.S3_BUCKET),
      standIn: "Local disk: videos, uploads and sites are stored in this server's data folder.",
      provides: 'Files are kept in an S3-compatible bucket.',
      envVars: ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
      optionalEnvVars: ['S3_ENDPOINT', 'S3_REGION'],
    },
  ];
}
