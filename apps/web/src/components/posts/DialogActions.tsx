import { Button } from '../ui/Button.tsx';

/** The post dialogs' Cancel and submit buttons. */
export function DialogActions(props: {
  onCancel: () => void;
  busy: boolean;
  disabled: boolean;
  submit: string;
  busyText?: string;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={props.onCancel}>
        Cancel
      </Button>
      <Button type="submit" busy={props.busy} busyText={props.busyText} disabled={props.disabled}>
        {props.submit}
      </Button>
    </div>
  );
}
