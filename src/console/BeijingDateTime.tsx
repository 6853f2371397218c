import { fromBeijingInput, toBeijingInput } from './clock';

interface Props {
  id?: string;
  /** Epoch milliseconds, or undefined for no time yet. */
  value: number | undefined;
  /** The chosen instant in epoch milliseconds; undefined when the input is cleared. */
  onChange: (ms: number | undefined) => void;
  describedBy?: string;
  invalid?: boolean;
}

/**
 * A date-time picker read and written in Beijing time (the server's time zone) whatever the operator's
 * computer is set to: schedules, publish times and any epoch-millisecond field of a block use it.
 */
export function BeijingDateTime({ id, value, onChange, describedBy, invalid }: Props) {
  return (
    <input
      id={id}
      type="datetime-local"
      value={value === undefined || !Number.isFinite(value) ? '' : toBeijingInput(value)}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onChange={(e) => {
        const ms = fromBeijingInput(e.target.value);
        onChange(Number.isNaN(ms) ? undefined : ms);
      }}
    />
  );
}
