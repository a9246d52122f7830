import {
  BRAND_FONTS,
  type BrandFontId,
  type BrandKitResponse,
  brandFontFamily,
  textColorOn,
  WATERMARK_POSITIONS,
  type WatermarkPosition,
} from '@adreel/contracts';
import { Palette, RotateCw, Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/Button.tsx';
import { ChoiceField } from '../../components/ui/Field.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useBrandKitQuery, useSaveBrandKitMutation } from './api.ts';
import { BrandColorField, HEX_COLOR } from './BrandColorField.tsx';
import { BrandLogoField } from './BrandLogoField.tsx';
import { SettingsCard } from './SettingsCard.tsx';

/**
 * The brand kit (issue #13): logo, two colours, font and watermark corner, applied to the captions,
 * end card and a watermark of every video created after saving.
 */
export function BrandKitSection() {
  const kit = useBrandKitQuery();
  return (
    <SettingsCard title="Brand kit" icon={Palette}>
      <p className="mt-2 text-sm text-slate-600">
        Your colours, font and logo on the captions, the end card and a small watermark of every new video.
        Videos you already made keep their look.
      </p>
      <div className="mt-4">
        {kit.isPending ? (
          <Spinner className="h-5 w-5 text-brand-600" label="Loading your brand kit..." />
        ) : kit.isError ? (
          <div role="alert" className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <p className="text-sm text-red-700">
              {errorMessage(kit.error, 'Could not load your brand kit.')}
            </p>
            <Button
              variant="secondary"
              icon={<RotateCw aria-hidden="true" className="h-4 w-4" />}
              onClick={() => void kit.refetch()}
            >
              Try again
            </Button>
          </div>
        ) : (
          // The form starts from the kit as loaded and keeps its own edits: a logo upload, which
          // answers with the whole kit, changes only the logo and never undoes unsaved choices.
          <BrandKitForm kit={kit.data} />
        )}
      </div>
    </SettingsCard>
  );
}

function BrandKitForm({ kit }: { kit: BrandKitResponse }) {
  const [primary, setPrimary] = useState(kit.primaryColor);
  const [accent, setAccent] = useState(kit.accentColor);
  const [font, setFont] = useState<BrandFontId>(kit.font);
  const [watermark, setWatermark] = useState<WatermarkPosition>(kit.watermark);
  const [lastPrimary, setLastPrimary] = useState(kit.primaryColor);
  const [lastAccent, setLastAccent] = useState(kit.accentColor);
  const save = useSaveBrandKitMutation({
    onSuccess: () => toast.success('Brand kit saved. New videos will use it.'),
    onError: (error) => toast.error(errorMessage(error, 'Could not save your brand kit. Please try again.')),
  });
  const valid = HEX_COLOR.test(primary) && HEX_COLOR.test(accent);

  const colour = (set: (v: string) => void, setLast: (v: string) => void) => (v: string) => {
    set(v);
    if (HEX_COLOR.test(v)) setLast(v.toUpperCase());
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!valid) return void toast.error('Enter both colours as # and six hex digits, e.g. #1E3A8A');
    save.mutate({ primaryColor: primary, accentColor: accent, font, watermark });
  }

  return (
    <div className="space-y-5">
      {kit.saved ? null : (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600 ring-1 ring-slate-200">
          Not saved yet: new videos use the standard look until you save your brand kit.
        </p>
      )}
      <BrandLogoField logoUrl={kit.logoUrl} />
      <form onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <BrandColorField
            label="Primary colour"
            value={primary}
            lastValid={lastPrimary}
            disabled={save.isPending}
            onChange={colour(setPrimary, setLastPrimary)}
          />
          <BrandColorField
            label="Accent colour"
            value={accent}
            lastValid={lastAccent}
            disabled={save.isPending}
            onChange={colour(setAccent, setLastAccent)}
          />
          <ChoiceField
            label="Font"
            value={font}
            choices={BRAND_FONTS}
            disabled={save.isPending}
            onChange={setFont}
          />
          <ChoiceField
            label="Logo watermark"
            value={watermark}
            choices={WATERMARK_POSITIONS}
            disabled={save.isPending}
            onChange={setWatermark}
          />
        </div>
        <BrandPreview primary={lastPrimary} accent={lastAccent} font={font} />
        <Button
          type="submit"
          disabled={!valid}
          busy={save.isPending}
          busyText="Saving..."
          icon={<Save aria-hidden="true" className="h-4 w-4" />}
          className="w-full sm:w-auto"
        >
          Save brand kit
        </Button>
      </form>
    </div>
  );
}

/** A small end-card sketch in the chosen colours and font (the real card is drawn by the renderer). */
function BrandPreview({ primary, accent, font }: { primary: string; accent: string; font: BrandFontId }) {
  const family = `"${brandFontFamily(font)}", ${font.endsWith('serif') ? 'serif' : 'sans-serif'}`;
  return (
    <figure className="rounded-lg ring-1 ring-slate-200">
      <div
        data-testid="brand-preview"
        className="flex flex-col items-center gap-2 rounded-t-lg px-4 py-5 text-center"
        style={{ backgroundColor: primary, fontFamily: family }}
      >
        <span className="text-base font-bold" style={{ color: textColorOn(primary) }}>
          Your product name
        </span>
        <span
          className="rounded-full px-4 py-1 text-sm font-bold"
          style={{ backgroundColor: accent, color: textColorOn(accent) }}
        >
          Tap the link to get yours
        </span>
      </div>
      <figcaption className="px-3 py-2 text-xs text-slate-500">End card preview</figcaption>
    </figure>
  );
}
