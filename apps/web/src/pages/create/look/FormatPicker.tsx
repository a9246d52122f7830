import { VIDEO_FORMATS, type VideoFormatId } from '@adreel/contracts';
import { OptionGroup } from './OptionGroup.tsx';

export function FormatPicker({
  value,
  onChange,
  disabled,
}: {
  value: VideoFormatId;
  onChange: (id: VideoFormatId) => void;
  disabled?: boolean;
}) {
  return (
    <OptionGroup
      legend="Format"
      name="format"
      value={value}
      onChange={onChange}
      disabled={disabled}
      columns="grid-cols-3"
      options={VIDEO_FORMATS.map((f) => ({
        id: f.id,
        label: f.name,
        description: `${f.width}×${f.height}`,
        visual: (
          <span className="flex h-12 items-center justify-center" aria-hidden="true">
            <span
              className="rounded-sm border-2 border-slate-500"
              style={{
                width: Math.min((f.width / f.height) * 40, 48),
                aspectRatio: `${f.width} / ${f.height}`,
              }}
            />
          </span>
        ),
      }))}
    />
  );
}
