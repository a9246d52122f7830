import { detectLanguage } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { createOfflineAssistant, OFFLINE_LABEL } from './offline-assistant.ts';

describe('the offline assistant in the user’s language (issue 25)', () => {
  const assistant = createOfflineAssistant();

  it('writes requested copy in the language of the request', async () => {
    const answer = await assistant.reply([], 'Schreib mir Hooks für AlignRight, einen Haltungskorrektor');
    expect(answer.startsWith(OFFLINE_LABEL)).toBe(true);
    expect(detectLanguage(answer).code).toBe('de');
    expect(answer).toContain('AlignRight');
  });

  it('says in the user’s language that its help articles are English', async () => {
    const answer = await assistant.reply([], 'Wie erstelle ich ein Video mit dem Link?');
    expect(answer).toContain('Offline antworte ich auf Fragen nur auf Englisch');
  });
});
