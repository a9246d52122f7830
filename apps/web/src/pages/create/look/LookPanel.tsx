import type { LanguageCode, RenderLook, ScriptContent, VoiceId } from '@adreel/contracts';
import { useMemo } from 'react';
import { Card } from '../../../components/ui/Card.tsx';
import { CaptionStylePicker } from './CaptionStylePicker.tsx';
import { FormatPicker } from './FormatPicker.tsx';
import { Storyboard } from './Storyboard.tsx';
import { TemplatePicker } from './TemplatePicker.tsx';
import { VoicePicker } from './VoicePicker.tsx';

/** The look of the video on the review page: template, caption style, format, and the storyboard. */
export function LookPanel({
  scriptId,
  content,
  look,
  onChange,
  voice,
  onVoiceChange,
  language,
  disabled,
}: {
  scriptId: string;
  content: ScriptContent;
  look: RenderLook;
  onChange: (look: RenderLook) => void;
  /** The voiceover voice: kept apart from the look, since the storyboard does not depend on it. */
  voice: VoiceId;
  onVoiceChange: (voice: VoiceId) => void;
  /** The video's language: the voice picker offers only voices that speak it. */
  language?: LanguageCode;
  disabled?: boolean;
}) {
  const request = useMemo(() => ({ scriptId, content, ...look }), [scriptId, content, look]);
  return (
    <Card className="mt-8 min-w-0 space-y-6">
      <h2 className="text-lg font-semibold text-slate-900">Look</h2>
      <TemplatePicker
        value={look.template}
        onChange={(template) => onChange({ ...look, template })}
        disabled={disabled}
      />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <CaptionStylePicker
          value={look.captionStyle}
          onChange={(captionStyle) => onChange({ ...look, captionStyle })}
          disabled={disabled}
        />
        <FormatPicker
          value={look.format}
          onChange={(format) => onChange({ ...look, format })}
          disabled={disabled}
        />
      </div>
      <VoicePicker value={voice} onChange={onVoiceChange} language={language} disabled={disabled} />
      <Storyboard request={request} />
    </Card>
  );
}
