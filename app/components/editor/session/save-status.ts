/** The autosave's state, as the status text says it. */
export type SaveStatus = { kind: 'clean' } | { kind: 'unsaved' } | { kind: 'saving' } | { kind: 'saved'; at: number } | { kind: 'failed'; message: string };

/** Whether leaving now would lose work. */
export const hasUnsavedWork = (status: SaveStatus) => status.kind === 'unsaved' || status.kind === 'saving' || status.kind === 'failed';

/** HH:mm of a unix time in the viewer's clock. */
export function clockTime(seconds: number): string {
  const date = new Date(seconds * 1000);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}
