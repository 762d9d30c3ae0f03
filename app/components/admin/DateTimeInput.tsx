/** Unix seconds edited as local date and time; empty means 0. */
export function DateTimeInput({ value, onChange, id, invalid }: { value: number; onChange(value: number): void; id?: string; invalid?: boolean }) {
  const local = value > 0 ? new Date(value * 1000 - new Date(value * 1000).getTimezoneOffset() * 60_000).toISOString().slice(0, 16) : '';
  return (
    <input
      id={id}
      type="datetime-local"
      value={local}
      aria-invalid={invalid ? true : undefined}
      onChange={(event) => onChange(event.target.value ? Math.floor(new Date(event.target.value).getTime() / 1000) : 0)}
    />
  );
}

/** Unix seconds as Date#toLocaleString shows them; '—' for none. */
export { formatLocalDateTime as formatTime } from '../../lib/format/index.ts';
