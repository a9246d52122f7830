import { describe, expect, it } from 'vitest';
import { isGsm, toGsm } from './gsm.ts';

describe('toGsm', () => {
  it('keeps GSM letters, maps typography and strips accents GSM lacks', () => {
    expect(toGsm('Grüße für Müller – “jetzt” 29,90 € …')).toBe('Grüße für Müller - "jetzt" 29,90 EUR ...');
    expect(toGsm('Crème brûlée')).toBe('Crème brulée');
    expect(toGsm('Sale 🔥 now 日本')).toBe('Sale now');
  });

  it('always yields GSM text', () => {
    for (const input of ['Ça va? Señor ñandú', 'ŁÓDŹ żółć', '{[~^|\\]}', 'emoji 😀😀'])
      expect(isGsm(toGsm(input))).toBe(true);
  });
});
