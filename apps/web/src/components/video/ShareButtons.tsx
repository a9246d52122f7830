import { Download } from 'lucide-react';
import type { SVGProps } from 'react';
import { useDownloadVideoMutation } from '../../queries/videos.ts';
import { type ShareNetwork, shareVideo } from './media-actions.ts';

type Icon = (p: SVGProps<SVGSVGElement>) => React.JSX.Element;
const Facebook: Icon = (p) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" {...p}>
    <path d="M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v8h4v-8h3l1-4h-4V9c0-.6.4-1 1-1z" />
  </svg>
);
const Twitter: Icon = (p) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" {...p}>
    <path d="M4 4l7.2 9.6L4.4 20H6l6-5.4 4 5.4h4l-7.5-10L19 4h-1.6l-5.6 5-3.8-5z" />
  </svg>
);
const Linkedin: Icon = (p) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" {...p}>
    <path d="M4 9h4v11H4zM6 3.5a2 2 0 110 4 2 2 0 010-4zM10 9h3.8v1.6c.6-1 1.9-1.9 3.7-1.9 3.8 0 4.5 2.4 4.5 5.6V20h-4v-5c0-1.3 0-3-1.8-3s-2.2 1.4-2.2 2.9V20H10z" />
  </svg>
);
const Instagram: Icon = (p) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" {...p}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
  </svg>
);

const NETWORKS: { id: ShareNetwork; label: string; icon: Icon; className: string }[] = [
  { id: 'facebook', label: 'Facebook', icon: Facebook, className: 'bg-[#166fe0] hover:bg-[#145fc2]' },
  { id: 'twitter', label: 'Twitter', icon: Twitter, className: 'bg-slate-900 hover:bg-slate-800' },
  { id: 'linkedin', label: 'LinkedIn', icon: Linkedin, className: 'bg-[#0a66c2] hover:bg-[#0958a8]' },
  {
    id: 'instagram',
    label: 'Instagram',
    icon: Instagram,
    className: 'bg-gradient-to-tr from-amber-700 via-pink-700 to-purple-700 hover:opacity-95',
  },
];

export interface ShareVideo {
  id: string;
  outputUrl: string | null;
  productUrl: string | null;
  commentary: string;
}

/** Share on four networks plus download; compact shows icon-only buttons for cards. */
export function ShareButtons({ video, compact = false }: { video: ShareVideo; compact?: boolean }) {
  // downloadVideo reports its own outcome in a toast; the mutation only tracks that it is running.
  const download = useDownloadVideoMutation(video.id, video.outputUrl);
  const downloading = download.isPending;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {NETWORKS.map(({ id, label, icon: Icon, className }) => (
        <button
          key={id}
          type="button"
          aria-label={`Share on ${label}`}
          title={`Share on ${label}`}
          onClick={() => void shareVideo(id, video)}
          className={`inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-white shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${compact ? 'p-2' : 'px-3 py-2'} ${className}`}
        >
          <Icon aria-hidden="true" className="h-4 w-4" />
          {compact ? null : label}
        </button>
      ))}
      <button
        type="button"
        aria-label="Download video"
        title="Download video"
        disabled={downloading}
        onClick={() => download.mutate()}
        className={`inline-flex items-center gap-1.5 rounded-lg bg-emerald-700 text-sm font-semibold text-white shadow-sm transition hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:opacity-60 ${compact ? 'p-2' : 'px-3 py-2'}`}
      >
        <Download aria-hidden="true" className={`h-4 w-4 ${downloading ? 'animate-bounce' : ''}`} />
        {compact ? null : 'Download'}
      </button>
    </div>
  );
}
