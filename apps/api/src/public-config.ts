import { demoModeOn } from '@adreel/config';
import type { PublicConfig } from '@adreel/contracts';
import type { ApiEnv } from './env.ts';
import { demoModeFrom, integrationsFrom } from './integrations.ts';

/** Training pages nobody configured play the built-in walkthrough videos (TRAINING_PAGES). */
export function buildPublicConfig(env: ApiEnv, demoProductUrl: string | null): PublicConfig {
  const training = env.TRAINING_URL;
  return {
    welcomeUrl: env.WELCOME_URL ?? null,
    tutorialVideoUrl: env.TUTORIAL_VIDEO_URL ?? null,
    trainingUrls: training
      ? {
          stepByStep: training,
          dfy: training,
          instantIncome: training,
          automatedProfits: training,
          trainer: training,
        }
      : {},
    devMailbox: env.DEV_MAILBOX,
    demoProductUrl,
    demoMode: demoModeFrom(env),
    demoWebhookInbox: demoModeOn(env),
    integrations: integrationsFrom(env),
  };
}
