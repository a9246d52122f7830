import {
  bioPageUrl,
  HANDLE_TAKEN_MESSAGE,
  type HandleResponse,
  handleProblem,
  normalHandle,
} from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { Conflict, Invalid, NotFound } from '../../domain-errors.ts';

export interface HandleDeps {
  db: Db;
  publicUrl: string;
  /** Told the old and new handle after a change, so cached pages of either are dropped. */
  onChange: (handles: (string | null)[]) => void;
}

/** The signed-in user's link-in-bio handle (GET and PUT /account/handle). */
export function createHandles(deps: HandleDeps) {
  const { db, publicUrl } = deps;
  const answer = (handle: string | null): HandleResponse => ({
    handle,
    pageUrl: handle ? bioPageUrl(publicUrl, handle) : null,
  });

  async function current(userId: string): Promise<string | null> {
    const user = await db.user.findUnique({ where: { id: userId }, select: { handle: true } });
    if (!user) throw new NotFound('Your account no longer exists.');
    return user.handle;
  }

  return {
    async get(userId: string): Promise<HandleResponse> {
      return answer(await current(userId));
    },

    /** Sets (or with null removes) the handle; one someone else holds is refused with 409. */
    async set(userId: string, wanted: string | null): Promise<HandleResponse> {
      const handle = wanted === null ? null : normalHandle(wanted);
      const problem = handle === null ? null : handleProblem(handle);
      if (problem) throw new Invalid(problem);
      const before = await current(userId);
      if (before === handle) return answer(handle);
      try {
        await db.user.update({ where: { id: userId }, data: { handle } });
      } catch (error) {
        if ((error as { code?: string }).code === 'P2002') throw new Conflict(HANDLE_TAKEN_MESSAGE);
        throw error;
      }
      deps.onChange([before, handle]);
      return answer(handle);
    },
  };
}
export type Handles = ReturnType<typeof createHandles>;
