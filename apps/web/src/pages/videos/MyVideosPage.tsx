import type { LanguageCode } from '@adreel/contracts';
import { PlayCircle, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { EmptyState, PageHeader } from '../../components/ui/Card.tsx';
import { PageLoading } from '../../components/ui/Spinner.tsx';
import { useMyVideosQuery } from './api.ts';
import { groupVariants } from './group-variants.ts';
import { LanguageFilter, videoLanguages } from './LanguageFilter.tsx';
import { TutorialDialog } from './TutorialDialog.tsx';
import { VariantGroupCard } from './VariantGroupCard.tsx';
import { VideoCard } from './VideoCard.tsx';

/** Tap3 (spec §2.9): the user's videos as cards, each to play, share, download and open. */
export function MyVideosPage() {
  const navigate = useNavigate();
  const [tutorialOpen, setTutorialOpen] = useState(false);
  const [playing, setPlaying] = useState<string | null>(null);
  const videos = useMyVideosQuery();
  const [language, setLanguage] = useState<LanguageCode | 'all'>('all');
  const shown = (videos.data ?? []).filter((v) => language === 'all' || (v.language ?? 'en') === language);
  const failed = videos.isError;
  useEffect(() => {
    if (failed) toast.error('Failed to fetch videos');
  }, [failed]);

  return (
    <div>
      <PageHeader
        title="My Videos"
        subtitle="Watch, share and download the promo videos you have created."
        actions={
          <>
            <Button
              variant="secondary"
              icon={<PlayCircle aria-hidden="true" className="h-4 w-4" />}
              onClick={() => setTutorialOpen(true)}
            >
              Watch Tutorial
            </Button>
            <Button
              icon={<Plus aria-hidden="true" className="h-4 w-4" />}
              onClick={() => navigate('/dashboard')}
            >
              Create New Video
            </Button>
          </>
        }
      />
      {videos.isLoading ? (
        <PageLoading text="Loading your videos..." />
      ) : videos.isError ? (
        <EmptyState title="Failed to fetch videos">
          <Button variant="secondary" onClick={() => void videos.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : !videos.data?.length ? (
        <EmptyState title="You haven't created any videos yet.">
          <Button onClick={() => navigate('/dashboard')}>Create Your First Video</Button>
        </EmptyState>
      ) : (
        <>
          <LanguageFilter languages={videoLanguages(videos.data)} value={language} onChange={setLanguage} />
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {groupVariants(shown).map((item) =>
              item.kind !== 'video' ? (
                // A hook-variant group, or an original with its translations, takes a whole row.
                <li key={item.groupId} className="sm:col-span-2 xl:col-span-3">
                  <VariantGroupCard videos={item.videos} kind={item.kind} />
                </li>
              ) : (
                <li key={item.video.id}>
                  <VideoCard
                    video={item.video}
                    playing={playing === item.video.id}
                    onPlay={() => setPlaying(item.video.id)}
                    onStop={() => setPlaying((p) => (p === item.video.id ? null : p))}
                  />
                </li>
              ),
            )}
          </ul>
        </>
      )}
      {tutorialOpen ? <TutorialDialog onClose={() => setTutorialOpen(false)} /> : null}
    </div>
  );
}
