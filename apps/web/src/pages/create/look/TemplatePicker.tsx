import { VIDEO_TEMPLATES, type VideoTemplateId } from '@adreel/contracts';
import { useTemplatesQuery } from '../api.ts';
import { OptionGroup } from './OptionGroup.tsx';

/** The visual templates, each with a still the server drew with the real render graph. */
export function TemplatePicker({
  value,
  onChange,
  disabled,
}: {
  value: VideoTemplateId;
  onChange: (id: VideoTemplateId) => void;
  disabled?: boolean;
}) {
  const templates = useTemplatesQuery();
  const thumbnail = (id: VideoTemplateId) =>
    templates.data?.templates.find((t) => t.id === id)?.thumbnail_url;
  return (
    <OptionGroup
      legend="Template"
      name="template"
      value={value}
      onChange={onChange}
      disabled={disabled}
      columns="grid-cols-2 sm:grid-cols-3 lg:grid-cols-5"
      options={VIDEO_TEMPLATES.map((t) => {
        const src = thumbnail(t.id);
        return {
          id: t.id,
          label: t.name,
          description: t.description,
          visual: (
            <span className="block aspect-[9/16] w-full overflow-hidden rounded-lg bg-slate-100">
              {src ? (
                <img src={src} alt="" loading="lazy" className="h-full w-full object-cover" />
              ) : (
                <span className="block h-full w-full animate-pulse bg-slate-200" />
              )}
            </span>
          ),
        };
      })}
    />
  );
}
