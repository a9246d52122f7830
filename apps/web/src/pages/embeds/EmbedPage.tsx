import type { PublicConfig } from '@adreel/contracts';
import { PageLoading } from '../../components/ui/Spinner.tsx';
import { usePublicConfig } from '../../lib/public-config.ts';

/** Full-page embed of a configured page (built-in offline pages by default). */
export function EmbedPage({ title, pick }: { title: string; pick: (c: PublicConfig) => string }) {
  const { data, isLoading } = usePublicConfig();
  if (isLoading || !data) return <PageLoading />;
  return (
    <div className="-mx-4 -my-6 h-[calc(100vh-56px)] sm:-mx-6 md:h-screen lg:-mx-10 lg:-my-8">
      <h1 className="sr-only">{title}</h1>
      <iframe
        title={title}
        src={pick(data)}
        className="h-full w-full border-0 bg-white"
        sandbox="allow-scripts allow-popups allow-forms"
      />
    </div>
  );
}
