import type { TrainingPageKey } from '@adreel/contracts';
import { BuiltInTraining } from '../../components/training/BuiltInTraining.tsx';
import { Card, PageHeader } from '../../components/ui/Card.tsx';
import { PageLoading } from '../../components/ui/Spinner.tsx';
import { usePublicConfig } from '../../lib/public-config.ts';

type FullPage = Exclude<TrainingPageKey, 'videosTutorial' | 'offersTutorial'>;

const SUBTITLES: Record<FullPage, string> = {
  welcome: 'Three taps from an offer to your first AI video ad.',
  stepByStep: 'Follow these videos in order the first time you use AdReel.',
  dfy: 'Promote the done-for-you videos and review sites without creating anything.',
  instantIncome: 'Publish money sites for marketplace offers in minutes.',
  automatedProfits: 'Turn any text into a video, then put it in front of buyers.',
  trainer: 'The daily routine our most successful affiliates follow.',
};

/**
 * A training page: the operator's own page embedded full size when one is configured, else the
 * built-in narrated walkthrough videos.
 */
export function EmbedPage({ title, page }: { title: string; page: FullPage }) {
  const { data, isLoading } = usePublicConfig();
  if (isLoading || !data) return <PageLoading />;
  const url = page === 'welcome' ? data.welcomeUrl : data.trainingUrls[page];
  if (!url) {
    return (
      <div>
        <PageHeader title={title} subtitle={SUBTITLES[page]} />
        <Card>
          <BuiltInTraining page={page} />
        </Card>
      </div>
    );
  }
  return (
    <div className="-mx-4 -my-6 h-[calc(100vh-56px)] sm:-mx-6 md:h-screen lg:-mx-10 lg:-my-8">
      <h1 className="sr-only">{title}</h1>
      <iframe
        title={title}
        src={url}
        className="h-full w-full border-0 bg-white"
        sandbox="allow-scripts allow-popups allow-forms"
      />
    </div>
  );
}
