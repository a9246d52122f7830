import type { PublicConfig } from '@adreel/contracts';
import type { ApiEnv } from './env.ts';
import { demoModeFrom, integrationsFrom } from './integrations.ts';

/** Embeds default to built-in pages shipped with the web app, so every page works offline. */
export function buildPublicConfig(env: ApiEnv, demoProductUrl: string | null): PublicConfig {
  const training = (topic: string) => env.TRAINING_URL ?? `/embeds/training-${topic}.html`;
  return {
    welcomeUrl: env.WELCOME_URL ?? '/embeds/welcome.html',
    tutorialVideoUrl: env.TUTORIAL_VIDEO_URL ?? '/embeds/tutorial.html',
    trainingUrls: {
      stepByStep: training('step-by-step'),
      dfy: training('dfy'),
      instantIncome: training('instant-income'),
      automatedProfits: training('automated-profits'),
      trainer: training('trainer'),
    },
    devMailbox: env.DEV_MAILBOX,
    demoProductUrl,
    demoMode: demoModeFrom(env),
    integrations: integrationsFrom(env),
  };
}
