import { BuiltInTraining } from '../../components/training/BuiltInTraining.tsx';
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
      panelClassName={
        data?.tutorialVideoUrl
          ? 'aspect-video bg-black'
          : 'max-h-[85vh] w-full overflow-y-auto bg-white p-5 pt-14 sm:p-6 sm:pt-14'
      }
    >
      {data && !data.tutorialVideoUrl ? <BuiltInTraining page="videosTutorial" autoPlay /> : null}
      {data?.tutorialVideoUrl ? (
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
