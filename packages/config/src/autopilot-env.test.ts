import { describe, expect, it } from 'vitest';
import { autopilotClock } from './autopilot-env.ts';

describe('autopilotClock', () => {
  const base = { NODE_ENV: 'development', AUTOPILOT_EVERY_SECONDS: 30 };

  it('gives the fast clock and the stand-in audience in demo mode', () => {
    expect(
      autopilotClock({ ...base, DEMO_AUTOPILOT_SLOT_SECONDS: 10, DEMO_AUDIENCE_EVERY_SECONDS: 5 }),
    ).toEqual({ everyMs: 30_000, fastSlotSeconds: 10, audienceEveryMs: 5000 });
  });

  it('never outside demo mode, whatever is set', () => {
    const clock = autopilotClock({
      ...base,
      DEMO_MODE: false,
      DEMO_AUTOPILOT_SLOT_SECONDS: 10,
      DEMO_AUDIENCE_EVERY_SECONDS: 5,
    });
    expect(clock).toEqual({ everyMs: 30_000, fastSlotSeconds: null, audienceEveryMs: null });
  });
});
