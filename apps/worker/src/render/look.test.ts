import { DEFAULT_RENDER_LOOK } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { storedLook } from './look.ts';

describe('storedLook', () => {
  it('passes the look stored on the row through unchanged', () => {
    const row = { id: 'v1', template: 'bold', format: '16:9', captionStyle: 'outline', voice: 'flite:slt' };
    expect(storedLook(row)).toEqual({ template: 'bold', format: '16:9', captionStyle: 'outline' });
  });

  it('resolves an older row whose stored id is no longer known, keeping the fields that still are', () => {
    expect(storedLook({ template: 'retro', format: '1:1', captionStyle: 'box' })).toEqual({
      template: DEFAULT_RENDER_LOOK.template,
      format: '1:1',
      captionStyle: 'box',
    });
    expect(storedLook({ template: '', format: '', captionStyle: '' })).toEqual(DEFAULT_RENDER_LOOK);
  });
});
