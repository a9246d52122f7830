import type { CampaignDto } from '@adreel/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { errorMessage } from '../../lib/api.ts';
import { shortDateTime } from '../../lib/dates.ts';
import { type SteerAction, useDeleteCampaignMutation, useSteerCampaignMutation } from './api.ts';

const since = shortDateTime;

/** Scheduled posts still waiting to go out. */
const waitingPosts = (c: CampaignDto) =>
  c.items.flatMap((i) => i.posts).filter((p) => p.status === 'scheduled').length;

/**
 * Pause, resume, cancel and delete (issue 33 item 4). Each answers what happened, shown as a toast;
 * cancel and delete ask first in the app's own dialog. Delete is offered only once nothing runs.
 */
export function SteerControls({ campaign }: { campaign: CampaignDto }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState<'cancel' | 'delete' | null>(null);
  const steer = useSteerCampaignMutation(campaign.id, {
    onSuccess: (r) => {
      setAsking(null);
      toast.success(r.message, { duration: 8000 });
    },
    onError: (e) => {
      setAsking(null);
      toast.error(errorMessage(e, 'Could not change the campaign'));
    },
  });
  const remove = useDeleteCampaignMutation(campaign.id, {
    onSuccess: (r) => {
      toast.success(r.message, { duration: 8000 });
      navigate('/campaigns');
    },
    onError: (e) => {
      setAsking(null);
      toast.error(errorMessage(e, 'Could not delete the campaign'));
    },
  });
  const { state } = campaign;
  const act = (action: SteerAction) => steer.mutate(action);
  const busy = steer.isPending ? steer.variables : null;
  const waiting = waitingPosts(campaign);
  return (
    <>
      {state === 'running' || state === 'draft' ? (
        <Button variant="secondary" busy={busy === 'pause'} busyText="Pausing…" onClick={() => act('pause')}>
          Pause
        </Button>
      ) : null}
      {state === 'paused' ? (
        <Button busy={busy === 'resume'} busyText="Resuming…" onClick={() => act('resume')}>
          Resume
        </Button>
      ) : null}
      {state === 'running' || state === 'draft' || state === 'paused' ? (
        <Button variant="ghost" onClick={() => setAsking('cancel')}>
          Cancel campaign
        </Button>
      ) : (
        <Button variant="ghost" onClick={() => setAsking('delete')}>
          Delete campaign
        </Button>
      )}
      {asking === 'cancel' ? (
        <ConfirmDialog
          title="Cancel this campaign?"
          confirmLabel="Cancel campaign"
          cancelLabel="Keep it"
          busy={busy === 'cancel'}
          busyText="Cancelling…"
          onConfirm={() => act('cancel')}
          onCancel={() => setAsking(null)}
        >
          <p>
            Items not yet posted stop, and{' '}
            {waiting === 1 ? 'its 1 scheduled post is' : `all ${waiting} scheduled posts are`} cancelled in
            one step. Posts already published stay up, and its videos stay in My Videos.
          </p>
        </ConfirmDialog>
      ) : null}
      {asking === 'delete' ? (
        <ConfirmDialog
          title="Delete this campaign?"
          confirmLabel="Delete campaign"
          cancelLabel="Keep it"
          busy={remove.isPending}
          busyText="Deleting…"
          onConfirm={() => remove.mutate()}
          onCancel={() => setAsking(null)}
        >
          <p>
            “{campaign.name}” and its posts that were not published are deleted. Published posts stay up; its
            videos and scripts stay yours.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** What a paused or cancelled campaign is doing, in words, above its items. */
export function SteerNotice({ campaign }: { campaign: CampaignDto }) {
  if (campaign.state === 'paused' && campaign.pausedAt) {
    const waiting = waitingPosts(campaign);
    return (
      <p role="status" className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        Paused since {since(campaign.pausedAt)}. No script or video starts, and{' '}
        {waiting === 1 ? 'its 1 scheduled post waits' : `its ${waiting} scheduled posts wait`}. When you
        resume, posts whose time passed meanwhile move to the next free times of the rhythm.
      </p>
    );
  }
  if (campaign.state === 'cancelled') {
    return (
      <p role="status" className="mb-4 rounded-lg bg-slate-100 p-3 text-sm text-slate-700">
        Cancelled. Nothing more is written, rendered or posted; published posts stay up. You can delete the
        campaign now.
      </p>
    );
  }
  return null;
}
