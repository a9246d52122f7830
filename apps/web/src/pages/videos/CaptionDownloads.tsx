import { CAPTION_FORMATS } from '@adreel/contracts';
import { Captions } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/Button.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useCaptionDownloadMutation } from './api.ts';

/**
 * The video's captions as files (issue 32): burned into the picture, and also a SubRip or WebVTT
 * download for players and platforms that take a caption file. Signed-in call, so fetched, then saved.
 */
export function CaptionDownloads({ videoId, available }: { videoId: string; available: boolean }) {
  const download = useCaptionDownloadMutation(videoId, {
    onSuccess: () => toast.success('Captions download started'),
    onError: (error) => toast.error(errorMessage(error, 'Failed to download captions')),
  });
  if (!available) {
    return <p className="mt-4 text-xs text-slate-500">This video has no captions to download.</p>;
  }
  return (
    <div className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2">
      {CAPTION_FORMATS.map((format) => (
        <Button
          key={format}
          variant="secondary"
          className="w-full"
          busy={download.isPending && download.variables === format}
          icon={<Captions aria-hidden="true" className="h-4 w-4" />}
          onClick={() => download.mutate(format)}
        >
          Download captions ({format.toUpperCase()})
        </Button>
      ))}
    </div>
  );
}
