import {
  buildShareUrl,
  isShareableUrl,
  SHARE_TARGETS,
  type ShareTarget,
  TRAFFIC_MESSAGES,
  UPLOAD_RULES,
  type UploadKind,
} from '@adreel/contracts';
import { CheckCircle2, ImageUp, Link2, Lock, Share2, Unlock, Video } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/Button.tsx';
import { Card, PageHeader } from '../../components/ui/Card.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useTrackedLinkMutation } from '../../queries/links.ts';
import { useUploadMutation } from './api.ts';

const SHARE_TEXT = 'Check this out!';
const SHARE_WINDOW = 'noopener,noreferrer,width=600,height=600';

/** Traffic Sources (spec §2.21, §4): locked until a valid URL or an upload unlocks the share grid. */
export function TrafficSourcesPage() {
  const [url, setUrl] = useState('');
  const [sharedUrl, setSharedUrl] = useState<string | null>(null);
  const [unlockedBy, setUnlockedBy] = useState<'url' | UploadKind | null>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);
  const unlocked = sharedUrl !== null;

  function unlockWithUrl() {
    const value = url.trim();
    if (!value) return void toast.error(TRAFFIC_MESSAGES.urlRequired);
    if (!isShareableUrl(value)) return void toast.error(TRAFFIC_MESSAGES.urlInvalid);
    setSharedUrl(value);
    setUnlockedBy('url');
    toast.success('Traffic sources unlocked!');
  }

  const upload = useUploadMutation({
    onSuccess: (res, { kind }) => {
      setSharedUrl(url.trim() && isShareableUrl(url.trim()) ? url.trim() : res.url);
      setUnlockedBy(kind);
      toast.success('Traffic sources unlocked!');
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to upload the file. Please try again.')),
  });
  const uploading = upload.isPending ? upload.variables.kind : null;

  function onFile(kind: UploadKind, e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const rule = UPLOAD_RULES[kind];
    if (file.size > rule.maxBytes) {
      toast.error(
        `${kind === 'image' ? 'Images' : 'Videos'} can be at most ${rule.maxBytes / 1024 / 1024} MB.`,
      );
      return;
    }
    upload.mutate({ kind, file });
  }

  const track = useTrackedLinkMutation();
  /**
   * A URL the user typed (their affiliate link) is shared as a tracked short link per network, so
   * Performance shows which network brought clicks and sales; uploaded files are shared as they are.
   * The window opens at once (popup blockers want the click) and is pointed at the share page after.
   */
  async function share(target: ShareTarget) {
    if (!sharedUrl) return void toast.error(TRAFFIC_MESSAGES.locked);
    if (unlockedBy !== 'url') {
      window.open(buildShareUrl(target, sharedUrl, SHARE_TEXT), '_blank', SHARE_WINDOW);
      return;
    }
    const popup = window.open('about:blank', '_blank', 'width=600,height=600');
    try {
      const link = await track.mutateAsync({ kind: 'traffic', sourceId: target.id, targetUrl: sharedUrl });
      const destination = buildShareUrl(target, link.url, SHARE_TEXT);
      if (popup) {
        popup.opener = null;
        popup.location.href = destination;
      } else {
        window.open(destination, '_blank', SHARE_WINDOW);
      }
    } catch (error) {
      popup?.close();
      toast.error(errorMessage(error, 'Failed to make your tracked link. Please try again.'));
    }
  }

  return (
    <div>
      <PageHeader
        title="Traffic Sources"
        subtitle={`Share your link on ${SHARE_TARGETS.length} traffic sources in one click.`}
      />
      <Card>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            unlockWithUrl();
          }}
          noValidate
          className="space-y-4"
        >
          <TextField
            label="Your URL"
            name="url"
            type="url"
            inputMode="url"
            placeholder="https://your-affiliate-link.com"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
          <div className="grid gap-3 sm:grid-cols-3">
            <Button type="submit" icon={<Link2 aria-hidden="true" className="h-4 w-4" />}>
              Unlock with URL
            </Button>
            <Button
              variant="secondary"
              busy={uploading === 'image'}
              busyText="Uploading..."
              disabled={uploading !== null}
              onClick={() => imageInput.current?.click()}
              icon={<ImageUp aria-hidden="true" className="h-4 w-4" />}
            >
              Upload Image to Unlock
            </Button>
            <Button
              variant="secondary"
              busy={uploading === 'video'}
              busyText="Uploading..."
              disabled={uploading !== null}
              onClick={() => videoInput.current?.click()}
              icon={<Video aria-hidden="true" className="h-4 w-4" />}
            >
              Upload Video to Unlock
            </Button>
          </div>
          <input
            ref={imageInput}
            type="file"
            accept={UPLOAD_RULES.image.types.join(',')}
            aria-label="Image file"
            className="hidden"
            onChange={(e) => onFile('image', e)}
          />
          <input
            ref={videoInput}
            type="file"
            accept={UPLOAD_RULES.video.types.join(',')}
            aria-label="Video file"
            className="hidden"
            onChange={(e) => onFile('video', e)}
          />
        </form>
        <div
          role="status"
          className={`mt-4 flex items-start gap-2 rounded-lg px-3 py-2 text-sm ${unlocked ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-800'}`}
        >
          {unlocked ? (
            <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          ) : (
            <Lock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          )}
          <span className="min-w-0 [overflow-wrap:anywhere]">
            {unlocked
              ? `Unlocked${unlockedBy === 'url' ? '' : ` by your ${unlockedBy} upload`}. Sharing: ${sharedUrl}`
              : 'Traffic sources are locked. Enter a valid URL or upload an image or video to unlock them.'}
          </span>
        </div>
      </Card>

      <ul aria-label="Traffic sources" className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {SHARE_TARGETS.map((target) => (
          <li key={target.id}>
            <button
              type="button"
              onClick={() => void share(target)}
              aria-label={`Share on ${target.name}`}
              title={unlocked ? `Share on ${target.name}` : TRAFFIC_MESSAGES.locked}
              className={`flex w-full items-center justify-between gap-2 rounded-xl px-3 py-3 text-left text-sm font-semibold shadow-sm ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                unlocked
                  ? 'bg-white text-slate-800 ring-slate-200 hover:bg-brand-50 hover:ring-brand-500'
                  : 'bg-slate-100 text-slate-600 ring-slate-200'
              }`}
            >
              <span className="truncate">{target.name}</span>
              {unlocked ? (
                <Share2 aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-600" />
              ) : (
                <Lock aria-hidden="true" className="h-4 w-4 shrink-0" />
              )}
            </button>
          </li>
        ))}
      </ul>
      {unlocked ? null : (
        <p className="mt-3 flex items-center gap-1.5 text-xs text-slate-500">
          <Unlock aria-hidden="true" className="h-3.5 w-3.5" /> Unlock once; every source then opens in a new
          window.
        </p>
      )}
    </div>
  );
}
