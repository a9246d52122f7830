import { DFY_MESSAGES, DFY_VIDEOS_PAGE_SIZE } from '@adreel/contracts';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { EmptyState } from '../../components/ui/Card.tsx';
import { PageLoading } from '../../components/ui/Spinner.tsx';
import { useDfyVideosQuery } from './api.ts';
import { DfyPagination } from './DfyPagination.tsx';
import { DfyVideoCard } from './DfyVideoCard.tsx';
import { showingRange } from './format.ts';

/** Done-for-you videos (spec §2.14): 12 per page, share, download, affiliate link and commentary. */
export function DfyVideosPage() {
  const [page, setPage] = useState(1);
  const videos = useDfyVideosQuery(page);

  useEffect(() => {
    if (videos.isError) toast.error(DFY_MESSAGES.fetchVideosFailed);
  }, [videos.isError]);

  if (videos.isLoading) return <PageLoading text="Loading videos..." />;
  const data = videos.data?.data ?? [];
  const meta = videos.data?.meta ?? { page, lastPage: 1, total: 0 };
  if (data.length === 0) {
    return videos.isError ? (
      <EmptyState title={DFY_MESSAGES.fetchVideosFailed} />
    ) : (
      <EmptyState title={DFY_MESSAGES.noVideos} />
    );
  }
  const { from, to } = showingRange(meta.page, DFY_VIDEOS_PAGE_SIZE, meta.total);

  return (
    <div>
      <ul aria-label="Done-for-you videos" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {data.map((video) => (
          <DfyVideoCard key={video.id} video={video} />
        ))}
      </ul>
      <div className="mt-8 flex flex-col items-center gap-4">
        <p className="text-sm text-slate-600">
          Showing {from} to {to} of {meta.total} videos
        </p>
        <DfyPagination meta={meta} fetching={videos.isFetching} onPage={setPage} />
      </div>
    </div>
  );
}
