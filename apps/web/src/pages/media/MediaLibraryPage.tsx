import type { MediaItem } from '@adreel/contracts';
import { Film } from 'lucide-react';
import toast from 'react-hot-toast';
import { MediaUploadButton } from '../../components/media/MediaUploadButton.tsx';
import { describeMedia, formatBytes } from '../../components/media/media-file.ts';
import { Card, PageHeader } from '../../components/ui/Card.tsx';
import { ConfirmButton } from '../../components/ui/ConfirmButton.tsx';
import { WhenLoaded } from '../../components/ui/WhenLoaded.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useMediaLibraryQuery } from '../../queries/media.ts';
import { useDeleteMediaMutation } from './api.ts';

/**
 * Your media (issue 33 item 2): product images and short clips you uploaded, to show in a video's
 * scenes (chosen on the review page). Thumbnails, sizes and delete; the files count toward storage.
 */
export function MediaLibraryPage() {
  const library = useMediaLibraryQuery();
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Your media"
        subtitle="Product images and short clips for your videos' scenes. Choose them on the review page with “From your library”."
        actions={<MediaUploadButton label="Upload image or clip" />}
      />
      <Card>
        <p className="text-sm text-slate-600">
          JPEG, PNG or WebP images up to 40 megapixels, and MP4 clips up to 15 seconds and 1080p; at most 40
          MB each. Camera and location details are removed from every file; clips are kept without sound.
        </p>
        <WhenLoaded
          query={library}
          loading="Loading your media..."
          failed="Failed to load your media."
          className="mt-4"
        >
          {({ items, total_bytes }) =>
            items.length === 0 ? (
              <p className="mt-4 rounded-lg bg-slate-50 p-4 text-sm text-slate-600 ring-1 ring-slate-200">
                Nothing here yet. Upload your product's images (for example the vendor's affiliate kit) to use
                them in your videos.
              </p>
            ) : (
              <>
                <p className="mt-4 text-sm text-slate-700">
                  {items.length} {items.length === 1 ? 'file' : 'files'}, {formatBytes(total_bytes)} of your
                  storage
                </p>
                <ul
                  aria-label="Your media"
                  className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
                >
                  {items.map((item) => (
                    <MediaCard key={item.id} item={item} />
                  ))}
                </ul>
              </>
            )
          }
        </WhenLoaded>
      </Card>
    </div>
  );
}

function MediaCard({ item }: { item: MediaItem }) {
  const remove = useDeleteMediaMutation({
    onSuccess: () => toast.success(`Deleted ${item.name}`),
    onError: (error) => toast.error(errorMessage(error, 'Could not delete this file. Please try again.')),
  });
  return (
    <li className="flex min-w-0 gap-3 rounded-xl p-3 ring-1 ring-slate-200">
      <div className="relative h-24 w-24 shrink-0 overflow-hidden rounded-lg bg-slate-100">
        <img
          src={item.thumbnail_url}
          alt={`Preview of ${item.name}`}
          className="h-full w-full object-cover"
        />
        {item.kind === 'clip' ? (
          <span className="absolute bottom-1 left-1 flex items-center gap-0.5 rounded bg-slate-900/75 px-1 text-[10px] text-white">
            <Film aria-hidden="true" className="h-3 w-3" /> Clip
          </span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="truncate text-sm font-medium text-slate-900" title={item.name}>
          {item.name}
        </p>
        <p className="text-xs text-slate-600">{describeMedia(item)}</p>
        <p className="text-xs text-slate-600">{formatBytes(item.size)}</p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <ConfirmButton
            label="Delete"
            ariaLabel={`Delete ${item.name}`}
            variant="ghost"
            confirmLabel="Delete now"
            confirmAriaLabel={`Delete ${item.name} now`}
            busy={remove.isPending}
            busyText="Deleting..."
            onConfirm={() => remove.mutate(item.id)}
          />
        </div>
      </div>
    </li>
  );
}
