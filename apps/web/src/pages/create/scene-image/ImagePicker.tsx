import { librarySceneImage, SCENE_IMAGE_QUERY_MAX, type SceneImage } from '@adreel/contracts';
import { Check, Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { MediaUploadButton } from '../../../components/media/MediaUploadButton.tsx';
import type { SceneImages } from '../../../components/scene-image/use-scene-images.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { ApiError } from '../../../lib/api.ts';
import { usePexelsSearchQuery } from '../../../queries/scene-images.ts';

interface ImagePickerProps {
  scriptId: string;
  index: number;
  images: SceneImages;
  /** The address the scene shows now, marked as chosen. */
  current: string | null;
  onPick(image: SceneImage): void;
  onClose(): void;
}

/**
 * Choosing a scene's image: the product's own images, and Pexels photos when a key is set. Images a
 * neighbouring scene names are not offered, so two scenes in a row never show the same picture.
 */
export function ImagePicker({ scriptId, index, images, current, onPick, onClose }: ImagePickerProps) {
  const n = index + 1;
  const taken = images.takenByNeighbours(index);
  return (
    <Modal title={`Choose the image for scene ${n}`} onClose={onClose}>
      <YourMedia n={n} images={images} current={current} taken={taken} onPick={onPick} />
      <section aria-labelledby={`product-images-${n}`} className="mt-6">
        <h3 id={`product-images-${n}`} className="text-sm font-semibold text-slate-700">
          Product images
        </h3>
        {images.loading ? (
          <div className="mt-3 flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="h-4 w-4" label="Loading the product images" /> Loading…
          </div>
        ) : images.error ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            The product images could not be loaded. Close this and try again.
          </p>
        ) : images.choices.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">
            This product page has no images we could use
            {images.pexels ? '. Search Pexels below.' : '; the scene keeps its colour background.'}
          </p>
        ) : (
          <ImageGrid images={images.choices} current={current} taken={taken} onPick={onPick} />
        )}
      </section>
      {images.pexels ? (
        <PexelsSearch
          scriptId={scriptId}
          current={current}
          taken={taken}
          onPick={(image) => {
            images.remember(image);
            onPick(image);
          }}
        />
      ) : images.loading ? null : (
        <p className="mt-5 rounded-lg bg-slate-50 p-3 text-xs text-slate-600 ring-1 ring-slate-200">
          Pexels is not configured: add a Pexels API key to search free stock photos as well.
        </p>
      )}
    </Modal>
  );
}

/** "Upload your own" and "From your library": the user's images and clips, an upload picked at once. */
function YourMedia({
  n,
  images,
  current,
  taken,
  onPick,
}: {
  n: number;
  images: SceneImages;
  current: string | null;
  taken: Map<string, number>;
  onPick(image: SceneImage): void;
}) {
  return (
    <section aria-labelledby={`your-media-${n}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`your-media-${n}`} className="text-sm font-semibold text-slate-700">
          From your library
        </h3>
        <MediaUploadButton onUploaded={(item) => onPick(librarySceneImage(item))} />
      </div>
      {images.libraryLoading ? (
        <div className="mt-3 flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="h-4 w-4" label="Loading your media" /> Loading…
        </div>
      ) : images.library.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          Upload your own product images (JPEG, PNG, WebP) or a short MP4 clip (up to 15 s) to show in this
          scene.
        </p>
      ) : (
        <ImageGrid images={images.library} current={current} taken={taken} onPick={onPick} />
      )}
    </section>
  );
}

function ImageGrid({
  images,
  current,
  taken,
  onPick,
}: {
  images: SceneImage[];
  current: string | null;
  taken: Map<string, number>;
  onPick(image: SceneImage): void;
}) {
  return (
    <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
      {images.map((image) => {
        const chosen = image.url === current;
        const neighbour = taken.get(image.url);
        const label =
          image.source === 'product'
            ? `Product image ${image.position}`
            : image.source === 'library'
              ? `Your ${image.media_kind === 'clip' ? 'clip' : 'image'} ${image.alt ?? ''}`.trim()
              : (image.alt ?? 'Pexels photo');
        return (
          <li key={image.id} className="min-w-0">
            <button
              type="button"
              onClick={() => onPick(image)}
              disabled={neighbour !== undefined && !chosen}
              aria-pressed={chosen}
              aria-label={
                neighbour !== undefined && !chosen ? `${label} (shown in scene ${neighbour})` : label
              }
              className={`group relative block w-full overflow-hidden rounded-lg ring-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40 ${chosen ? 'ring-brand-600' : 'ring-transparent hover:ring-brand-300'}`}
            >
              <img
                src={image.thumbnail_url}
                alt=""
                loading="lazy"
                className="aspect-square w-full bg-slate-100 object-cover"
              />
              {image.media_kind === 'clip' ? (
                <span className="absolute top-1 left-1 rounded bg-slate-900/75 px-1 text-[10px] text-white">
                  Clip
                </span>
              ) : null}
              {chosen ? (
                <span className="absolute top-1 right-1 rounded-full bg-brand-600 p-0.5 text-white">
                  <Check aria-hidden="true" className="h-3.5 w-3.5" />
                </span>
              ) : null}
              {neighbour !== undefined && !chosen ? (
                <span className="absolute inset-x-0 bottom-0 bg-slate-900/70 px-1 py-0.5 text-[10px] text-white">
                  In scene {neighbour}
                </span>
              ) : null}
            </button>
            {image.source === 'pexels' && image.photographer ? (
              <p
                className="mt-0.5 truncate text-[10px] text-slate-500"
                title={`Photo by ${image.photographer} on Pexels`}
              >
                Photo by{' '}
                {image.photographer_url ? (
                  <a
                    href={image.photographer_url}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="underline"
                  >
                    {image.photographer}
                  </a>
                ) : (
                  image.photographer
                )}{' '}
                on Pexels
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function PexelsSearch({
  scriptId,
  current,
  taken,
  onPick,
}: {
  scriptId: string;
  current: string | null;
  taken: Map<string, number>;
  onPick(image: SceneImage): void;
}) {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const search = usePexelsSearchQuery(scriptId, query);
  useEffect(() => {
    if (search.isError)
      toast.error(search.error instanceof ApiError ? search.error.message : 'The Pexels search failed', {
        id: 'pexels-search',
      });
  }, [search.isError, search.error]);

  function submit(e: FormEvent) {
    e.preventDefault();
    setQuery(draft.trim());
  }

  return (
    <section aria-labelledby="pexels-title" className="mt-6">
      <h3 id="pexels-title" className="text-sm font-semibold text-slate-700">
        Pexels photos
      </h3>
      <search>
        <form onSubmit={submit} className="mt-2 flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <TextField
              label="Search Pexels photos"
              value={draft}
              maxLength={SCENE_IMAGE_QUERY_MAX}
              onChange={(e) => setDraft(e.target.value)}
              placeholder="e.g. morning coffee"
            />
          </div>
          <Button
            type="submit"
            variant="secondary"
            disabled={!draft.trim()}
            busy={search.isFetching}
            icon={<Search aria-hidden="true" className="h-4 w-4" />}
          >
            Search
          </Button>
        </form>
      </search>
      {search.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          The search did not work. Please try again.
        </p>
      ) : search.data && search.data.images.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No Pexels photos found for “{query}”.</p>
      ) : search.data ? (
        <ImageGrid images={search.data.images} current={current} taken={taken} onPick={onPick} />
      ) : null}
    </section>
  );
}
