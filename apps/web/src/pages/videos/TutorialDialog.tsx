import { Modal } from '../../components/ui/Modal.tsx';
import { usePublicConfig } from '../../lib/public-config.ts';

/** Watch Tutorial: how to share videos, go viral and earn commissions. */
export function TutorialDialog({ onClose }: { onClose: () => void }) {
  const { data } = usePublicConfig();
  return (
    <Modal
      title="Tutorial"
      look="media"
      onClose={onClose}
      closeLabel="Close tutorial"
      panelClassName="aspect-video bg-black"
    >
      {data ? (
        <iframe
          title="How to share your videos, go viral and earn commissions"
          src={data.tutorialVideoUrl}
          className="h-full w-full border-0"
          sandbox="allow-scripts allow-popups allow-presentation"
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
        />
      ) : null}
    </Modal>
  );
}
