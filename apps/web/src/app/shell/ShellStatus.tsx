import { useMeterFollowsMutations } from '../../queries/notifications.ts';
import { NotificationBell } from './NotificationBell.tsx';
import { UsageMeter } from './UsageMeter.tsx';

/**
 * The usage meter and the bell, in the sidebar and the phone header. Any change the user makes
 * (a render started, posts scheduled, a video deleted) may move a meter, so every successful
 * mutation marks the meter stale; the meter is one cheap query (GET /account/meter).
 */
export function ShellStatus() {
  useMeterFollowsMutations();
  return (
    <div className="flex items-center gap-1">
      <UsageMeter />
      <NotificationBell />
    </div>
  );
}
