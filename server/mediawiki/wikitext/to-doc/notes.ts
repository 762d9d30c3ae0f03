import type { UnmappedKind, UnmappedNote } from '../types.ts';

const SAMPLE_LENGTH = 200;

/** What a page's conversion could not map, one note per kind and name with its first sample. */
export class Notes {
  readonly #notes = new Map<string, UnmappedNote>();

  add(kind: UnmappedKind, name: string, sample: string): void {
    const key = `${kind}\u0000${name}`;
    const note = this.#notes.get(key);
    if (note) note.count++;
    else this.#notes.set(key, { kind, name: name.slice(0, 100), sample: sample.slice(0, SAMPLE_LENGTH), count: 1 });
  }

  list(): UnmappedNote[] {
    return [...this.#notes.values()];
  }
}
