import { BRAND_LOGO_MAX_BYTES } from '@adreel/contracts';
import { ImageUp, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useRemoveLogoMutation, useUploadLogoMutation } from './api.ts';

const ACCEPTED = ['image/png', 'image/jpeg'];

/** The logo: a preview of the stored copy, upload on choosing a file, and remove. */
export function BrandLogoField({ logoUrl }: { logoUrl: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogoMutation({
    onSuccess: () => toast.success('Logo uploaded'),
    onError: (error) => toast.error(errorMessage(error, 'Could not upload the logo. Please try again.')),
  });
  const remove = useRemoveLogoMutation({
    onSuccess: () => toast.success('Logo removed'),
    onError: (error) => toast.error(errorMessage(error, 'Could not remove the logo. Please try again.')),
  });

  function choose(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    // The server checks the bytes; these checks only spare a pointless upload.
    if (!ACCEPTED.includes(file.type)) return void toast.error('The logo must be a PNG or JPEG image.');
    if (file.size > BRAND_LOGO_MAX_BYTES) return void toast.error('The logo can be at most 2 MB.');
    upload.mutate(file);
  }

  return (
    <div>
      <p className="mb-1.5 block text-sm font-medium text-slate-700">Logo</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex h-24 w-full items-center justify-center rounded-lg bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:16px_16px] ring-1 ring-slate-200 sm:w-40">
          {upload.isPending ? (
            <Spinner className="h-5 w-5 text-brand-600" label="Uploading the logo..." />
          ) : logoUrl ? (
            <img src={logoUrl} alt="Your logo" className="max-h-20 max-w-[9rem] object-contain" />
          ) : (
            <span className="text-xs text-slate-500">No logo yet</span>
          )}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            ref={input}
            type="file"
            accept={ACCEPTED.join(',')}
            className="sr-only"
            aria-label="Logo file (PNG or JPEG)"
            tabIndex={-1}
            disabled={upload.isPending}
            onChange={(e) => choose(e.target.files?.[0])}
          />
          <Button
            variant="secondary"
            icon={<ImageUp aria-hidden="true" className="h-4 w-4" />}
            busy={upload.isPending}
            busyText="Uploading..."
            onClick={() => input.current?.click()}
          >
            {logoUrl ? 'Replace logo' : 'Upload logo'}
          </Button>
          {logoUrl ? (
            <Button
              variant="ghost"
              icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
              busy={remove.isPending}
              busyText="Removing..."
              onClick={() => remove.mutate()}
            >
              Remove logo
            </Button>
          ) : null}
        </div>
      </div>
      <p className="mt-1 text-xs text-slate-500">PNG or JPEG, up to 2 MB. It is resized to at most 512 px.</p>
    </div>
  );
}
