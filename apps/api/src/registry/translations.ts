import { createScriptTranslator } from '@adreel/ai';
import { createTranslationService } from '../modules/translations/service.ts';
import type { ServiceDeps } from './service-deps.ts';

/** Translations of finished videos (issue 25 item 5): OpenAI when configured, else offline. */
export function buildTranslationServices(deps: ServiceDeps) {
  return {
    translations: createTranslationService({
      db: deps.db,
      translator: createScriptTranslator(deps.env),
      log: deps.log,
    }),
  };
}
