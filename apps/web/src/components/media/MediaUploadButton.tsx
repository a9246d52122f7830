import type { MediaItem } from '@adreel/contracts';
import { Upload } from 'lucide-react';
import { useRef } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api.ts';
import { useUploadMediaMutation } from '../../queries/media.ts';
import { Button } from '../ui/Button.tsx';
import { MEDIA_ACCEPT, precheckMediaFile } from './media-file.ts';

/**
 * Uploads one image or clip into the user's library (the review page's "Upload your own" and the
 * Media page). A refused file is a toast with the server's reason.
 */
export function MediaUploadButton({
  label = 'Upload your own',
  onUploaded,
}: {
  label?: string;
  onUploaded?(item: MediaItem): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadMediaMutation({
    onSuccess: (item) => {
      toast.success(`${item.kind === 'clip' ? 'Clip' : 'Image'} added to your media`);
      onUploaded?.(item);
    },
    onError: (error) => toast.error(errorMessage(error, 'The upload did not work. Please try again.')),
  });

  function choose(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    const refused = precheckMediaFile(file);
    if (refused) return void toast.error(refused);
    upload.mutate(file);
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={MEDIA_ACCEPT}
        className="sr-only"
        aria-label="Image or clip file (JPEG, PNG, WebP or MP4, up to 40 MB)"
        tabIndex={-1}
        disabled={upload.isPending}
        onChange={(e) => choose(e.target.files?.[0])}
      />
      <Button
        variant="secondary"
        icon={<Upload aria-hidden="true" className="h-4 w-4" />}
        busy={upload.isPending}
        busyText="Uploading..."
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
    </>
  );
}
