import type { Integration } from '@adreel/contracts';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEMO_BADGE_TEXT } from '../../components/ui/DemoBadge.tsx';
import { IntegrationList } from './IntegrationList.tsx';

const OPERATOR_WORDS = /[A-Z]{2,}_[A-Z_]+|\.env|restart|\bkey\b/i;

const INTEGRATIONS: Integration[] = [
  {
    id: 'writer',
    name: 'AI writer (OpenAI)',
    connected: false,
    standIn: 'Offline writer: copy comes from fixed templates.',
    provides: 'Copy written by OpenAI.',
    envVars: ['OPENAI_API_KEY'],
    optionalEnvVars: ['OPENAI_BASE_URL', 'OPENAI_MODEL'],
  },
  {
    id: 'email',
    name: 'E-mail (SMTP)',
    connected: true,
    standIn: 'Dev outbox.',
    provides: 'E-mails are delivered to the recipient.',
    envVars: ['SMTP_URL'],
    optionalEnvVars: [],
  },
];

describe('demo badges', () => {
  it('say what the stand-in does, in the marketer’s words', () => {
    expect(DEMO_BADGE_TEXT.writer).toBe('Offline writer — template-based copy');
    expect(DEMO_BADGE_TEXT.voice).toBe('Offline voice — built-in speech');
    for (const text of Object.values(DEMO_BADGE_TEXT)) expect(text).not.toMatch(OPERATOR_WORDS);
  });
});

describe('Settings → Integrations', () => {
  it('keeps variable names, .env and restarting inside the “For the person who runs AdReel” disclosure', () => {
    const html = renderToString(<IntegrationList integrations={INTEGRATIONS} />);
    const details = html.match(/<details[^>]*>[\s\S]*<\/details>/)?.[0] ?? '';
    expect(details).toMatch(/<summary[^>]*>For the person who runs AdReel<\/summary>/);
    expect(details).not.toMatch(/<details[^>]* open/);
    for (const name of [
      'OPENAI_API_KEY',
      'OPENAI_BASE_URL',
      'OPENAI_MODEL',
      'SMTP_URL',
      '.env',
      'restart AdReel',
    ]) {
      expect(details).toContain(name);
    }
    // Outside the disclosure: the services, their state and what the stand-in does, nothing more.
    const outside = html.replace(details, '');
    expect(outside).toContain('Offline writer: copy comes from fixed templates.');
    expect(outside).toContain('Connected');
    expect(outside.replace(/<[^>]+>/g, ' ')).not.toMatch(OPERATOR_WORDS);
  });
});
