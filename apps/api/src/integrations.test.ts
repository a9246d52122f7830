import { describe, expect, it } from 'vitest';
import { testApiEnv } from './env.ts';
import { demoModeFrom, integrationsFrom } from './integrations.ts';

const OFFLINE = { marketplace: true, writer: true, voice: true, stockFootage: true };

describe('demo mode', () => {
  it('is on for every service without its key', () => {
    expect(demoModeFrom(testApiEnv())).toEqual(OFFLINE);
    // A blank value is no key.
    expect(demoModeFrom(testApiEnv({ OPENAI_API_KEY: '  ', PEXELS_API_KEY: '' }))).toEqual(OFFLINE);
  });

  it('turns off per service when its key is set', () => {
    expect(demoModeFrom(testApiEnv({ DIGISTORE_DEVELOPER_API_KEY: 'ds-key' }))).toEqual({
      ...OFFLINE,
      marketplace: false,
    });
    // Writing and speaking have their own keys: the LLM's key does not turn on AI voices.
    expect(demoModeFrom(testApiEnv({ OPENAI_API_KEY: 'sk-test' }))).toEqual({ ...OFFLINE, writer: false });
    expect(demoModeFrom(testApiEnv({ TTS_API_KEY: 'sk-tts' }))).toEqual({ ...OFFLINE, voice: false });
    expect(demoModeFrom(testApiEnv({ PEXELS_API_KEY: 'px-key' }))).toEqual({
      ...OFFLINE,
      stockFootage: false,
    });
  });
});

describe('integrations', () => {
  it('lists every service with its state and the variable that turns it on', () => {
    const offline = integrationsFrom(testApiEnv());
    expect(offline.map((i) => [i.id, i.connected, i.envVars[0]])).toEqual([
      ['marketplace', false, 'DIGISTORE_DEVELOPER_API_KEY'],
      ['writer', false, 'OPENAI_API_KEY'],
      ['voice', false, 'TTS_API_KEY'],
      ['stockFootage', false, 'PEXELS_API_KEY'],
      ['email', false, 'SMTP_URL'],
      ['storage', false, 'S3_BUCKET'],
    ]);
    const online = integrationsFrom(
      testApiEnv({
        DIGISTORE_DEVELOPER_API_KEY: 'ds-key',
        OPENAI_API_KEY: 'sk-test',
        TTS_API_KEY: 'sk-tts',
        PEXELS_API_KEY: 'px-key',
        SMTP_URL: 'smtp://mail.example:25',
        S3_BUCKET: 'bucket',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    );
    expect(online.every((i) => i.connected)).toBe(true);
  });
});

describe('integration texts', () => {
  it('speak to the marketer: no variable names, no .env, no restart (those are for the operator)', () => {
    const envs = [
      testApiEnv(),
      testApiEnv({ DEMO_MODE: '0' }),
      testApiEnv({ DIGISTORE_DEVELOPER_API_KEY: 'ds-key', OPENAI_API_KEY: 'sk', TTS_API_KEY: 'sk' }),
    ];
    for (const env of envs) {
      for (const i of integrationsFrom(env)) {
        for (const text of [i.name, i.standIn, i.provides]) {
          expect(text, i.id).not.toMatch(/[A-Z]{2,}_[A-Z_]+|\.env|restart|=\d/);
        }
      }
    }
    const marketplace = integrationsFrom(testApiEnv({ DEMO_MODE: '0' }))[0];
    expect(marketplace?.standIn).toBe('None: offers cannot be browsed until the marketplace is connected.');
    expect(marketplace?.optionalEnvVars).toEqual(['DEMO_MODE']);
  });
});
