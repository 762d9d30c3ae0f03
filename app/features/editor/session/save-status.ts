/** The autosave's state, as the status text says it. */
export type SaveStatus = { kind: 'clean' } | { kind: 'unsaved' } | { kind: 'saving' } | { kind: 'saved'; at: number } | { kind: 'failed'; message: string };

/** Whether leaving now would lose work. */
export const hasUnsavedWork = (status: SaveStatus) => status.kind === 'unsaved' || status.kind === 'saving' || status.kind === 'failed';
