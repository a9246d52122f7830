import { Button } from './Button.tsx';

/** A row of pressed/unpressed buttons choosing one option, named for screen readers by `legend`. */
export function ToggleGroup<T extends string>({
  legend,
  className,
  options,
  names,
  chosen,
  onChoose,
}: {
  legend: string;
  className: string;
  options: readonly T[];
  names: Record<T, string>;
  chosen: T;
  onChoose: (option: T) => void;
}) {
  return (
    <fieldset className={className}>
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <Button
          key={option}
          variant={option === chosen ? 'primary' : 'secondary'}
          aria-pressed={option === chosen}
          className="px-3 py-1 text-sm"
          onClick={() => onChoose(option)}
        >
          {names[option]}
        </Button>
      ))}
    </fieldset>
  );
}
