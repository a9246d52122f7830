import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { PublishDialog } from './PublishDialog.tsx';

/** "Publish" on a finished video (My Videos card, Video details): opens the Publish dialog. */
export function PublishButton({ videoId, className = '' }: { videoId: string; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        className={className}
        icon={<Send aria-hidden="true" className="h-4 w-4" />}
        onClick={() => setOpen(true)}
      >
        Publish
      </Button>
      {open ? <PublishDialog videoId={videoId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
