import type { CampaignItemDto } from '@adreel/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { describeCounts, ItemCard } from './ItemCard.tsx';

const base: CampaignItemDto = {
  id: 'i1',
  position: 0,
  label: 'https://shop.example/broken',
  offerId: null,
  productUrl: 'https://shop.example/broken',
  state: 'failed',
  message: 'The product page answered 404 Not Found.',
  progress: 0,
  retryable: true,
  scriptId: 's1',
  videoId: null,
  content: null,
  settings: null,
  posts: [],
  figures: { clicks: 0, sales: 0, earnings: 0 },
};

const html = (item: CampaignItemDto) =>
  renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ItemCard campaignId="c1" item={item} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('campaign item card', () => {
  it('shows why an item failed, with Retry and Drop', () => {
    const out = html(base);
    expect(out).toContain('The product page answered 404 Not Found.');
    expect(out).toContain('aria-label="Retry https://shop.example/broken"');
    expect(out).toContain('aria-label="Drop https://shop.example/broken"');
    expect(out).not.toContain('role="progressbar"');
  });

  it('shows progress while rendering and no way to drop it', () => {
    const out = html({
      ...base,
      state: 'rendering',
      message: 'Queued — waiting for a free render slot',
      retryable: false,
      videoId: 'v1',
      progress: 40,
    });
    expect(out).toContain('role="progressbar"');
    expect(out).toContain('aria-valuenow="40"');
    expect(out).not.toContain('Drop ');
    expect(out).toContain('href="/video/v1"');
  });

  it('lists the posts of a scheduled item and its clicks and earnings', () => {
    const out = html({
      ...base,
      state: 'scheduled',
      message: 'Scheduled',
      retryable: false,
      videoId: 'v1',
      posts: [
        {
          id: 'p1',
          platform: 'youtube',
          channelName: 'Demo Channel',
          status: 'published',
          scheduledAt: '2026-12-01T09:00:00.000Z',
          platformUrl: 'https://youtube.example/shorts/1',
          message: null,
        },
      ],
      figures: { clicks: 12, sales: 1, earnings: 27.5 },
    });
    expect(out.replace(/<!-- -->/g, '')).toContain('YouTube · Demo Channel');
    expect(out).toContain('href="https://youtube.example/shorts/1"');
    expect(out.replace(/<!-- -->/g, '')).toContain('12 clicks · 1 sales · €27.50 earned');
  });

  it('counts states in words', () => {
    expect(describeCounts({ scheduled: 2, dropped: 1 })).toBe('2 scheduled · 1 dropped');
  });
});
