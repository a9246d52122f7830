import { CAPTION_STYLES, type CaptionStyleId } from '@adreel/contracts';
import { OptionGroup } from './OptionGroup.tsx';

/** What each style looks like, in CSS: a two-word sample with the spoken word lit. */
const SAMPLE: Record<CaptionStyleId, { box: string; word: string; lit: string; text: string }> = {
  highlight: {
    box: 'bg-slate-700',
    word: 'font-extrabold text-white [text-shadow:0_0_3px_#000,0_0_3px_#000]',
    lit: 'text-amber-400',
    text: 'Meet the',
  },
  box: {
    box: 'bg-slate-500',
    word: 'bg-black/75 px-1 font-bold text-white',
    lit: 'text-yellow-300',
    text: 'Meet the',
  },
  outline: {
    box: 'bg-slate-700',
    word: 'font-black uppercase text-white [text-shadow:0_0_4px_#000,0_0_4px_#000,0_0_4px_#000]',
    lit: 'text-green-400',
    text: 'Meet the',
  },
  minimal: {
    box: 'bg-slate-700',
    word: 'text-white [text-shadow:0_1px_3px_#0008]',
    lit: 'text-pink-300',
    text: 'Meet the',
  },
};

export function CaptionStylePicker({
  value,
  onChange,
  disabled,
}: {
  value: CaptionStyleId;
  onChange: (id: CaptionStyleId) => void;
  disabled?: boolean;
}) {
  return (
    <OptionGroup
      legend="Caption style"
      name="caption-style"
      value={value}
      onChange={onChange}
      disabled={disabled}
      columns="grid-cols-2 lg:grid-cols-4"
      options={CAPTION_STYLES.map((c) => {
        const s = SAMPLE[c.id];
        const [first, second] = s.text.split(' ');
        return {
          id: c.id,
          label: c.name,
          description: c.description,
          visual: (
            <span className={`flex h-12 items-center justify-center rounded-lg ${s.box}`} aria-hidden="true">
              <span className={s.word}>
                {first} <span className={s.lit}>{second}</span>
              </span>
            </span>
          ),
        };
      })}
    />
  );
}
