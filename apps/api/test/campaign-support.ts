import type { Db } from '@adreel/db';
import { utcToday } from './fixtures.ts';
import type { Harness, SignedInUser } from './harness.ts';

// What the campaign API tests share: a rhythm starting today, a request as a user, finished videos.

/** Two slots a day (09:00 and 18:00) from today, on `timeZone`'s clock. */
export const twiceDaily = (timeZone: string) => ({
  times: ['09:00', '18:00'],
  weekdays: [],
  startDate: utcToday(),
  timeZone,
});

/** `method` /api/campaigns`url` as `user`, with a JSON body when one is given. */
export const campaignRequest = (
  h: Harness,
  user: SignedInUser,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  h.app.inject({ method, url: `/api/campaigns${url}`, headers: user.auth, ...(payload ? { payload } : {}) });

/** Marks these videos rendered, as the worker leaves them (a null id, an item without video, is skipped). */
export const finishVideos = (db: Db, ids: readonly (string | null)[]) =>
  db.video.updateMany({
    where: { id: { in: ids.filter((id): id is string => id !== null) } },
    data: {
      status: 'completed',
      progress: 100,
      outputKey: 'videos/x/video.mp4',
      durationS: 12,
      sizeBytes: 1e6,
    },
  });
