import type { WhatWorksRanking as Ranking, WhatWorksArm } from '@adreel/contracts';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WhatWorksRanking } from './WhatWorksRanking.tsx';

const arm = (id: string, pBest: number): WhatWorksArm => ({
  id,
  label: `Lamp — hook ${id}`,
  views: 4000,
  clicks: 40,
  sales: 0,
  earnings: 0,
  perThousand: 10,
  low: 8,
  high: 12,
  pBest,
});

const render = (ranking: Ranking) =>
  renderToString(
    <WhatWorksRanking
      ranking={ranking}
      goal="clicks"
      currency={null}
      dimensionName="Hook variants"
      winnerAction={(armId) => <button type="button">More like {armId}</button>}
    />,
  );

describe('WhatWorksRanking', () => {
  it("offers the winner's action on the winner's row only", () => {
    const html = render({
      verdict: { kind: 'ranked', leaderId: 'A' },
      arms: [arm('A', 0.93), arm('B', 0.07)],
    });
    expect(html).toContain('More like <!-- -->A');
    expect(html).not.toContain('More like <!-- -->B');
  });

  it('offers nothing while no arm is clearly best', () => {
    const close = render({
      verdict: { kind: 'ranked', leaderId: 'A' },
      arms: [arm('A', 0.6), arm('B', 0.4)],
    });
    expect(close).not.toContain('More like');
    const early = render({
      verdict: { kind: 'not-enough-data', unit: 'views', more: 900 },
      arms: [arm('A', 0)],
    });
    expect(early).not.toContain('More like');
  });
});
