import { createScriptTranslator } from '@adreel/ai';
import type { AccountCaps } from '../kernel/ports.ts';
import { createTranslationService } from '../modules/translations/service.ts';
import type { ServiceDeps } from './service-deps.ts';

/** Translations of finished videos (issue 25 item 5): OpenAI when configured, else offline. */
export function buildTranslationServices(deps: ServiceDeps, parts: { caps: AccountCaps }) {
  return {
    translations: {
      translations: createTranslationService({
        db: deps.db,
        caps: parts.caps,
        translator: createScriptTranslator(deps.env),
        log: deps.log,
      }),
    },
  };
}
