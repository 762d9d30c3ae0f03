import { secondsOfWallTime, wallTimeInput } from '../../lib/format/index.ts';
import { useFormat } from '../../lib/format/use-format.ts';

/** Unix seconds edited as a date and time of the edition's clock (its zone stated beside); empty means 0. */
export function DateTimeInput({ value, onChange, id, invalid }: { value: number; onChange(value: number): void; id?: string; invalid?: boolean }) {
  const format = useFormat();
  return (
    <span style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
      <input
        id={id}
        type="datetime-local"
        value={wallTimeInput(value, format.timeZone)}
        aria-invalid={invalid ? true : undefined}
        onChange={(event) => onChange(event.target.value ? secondsOfWallTime(event.target.value, format.timeZone) : 0)}
      />
      <span data-time-zone>{format.zone(value > 0 ? value : undefined)}</span>
    </span>
  );
}

/** Unix seconds as the edition's date and time; '—' for none. */
export function useFormatTime(): (seconds: number) => string {
  const format = useFormat();
  return (seconds) => (seconds > 0 ? format.dateTime(seconds) : '—');
}
