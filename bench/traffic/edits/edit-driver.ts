import { performance } from 'node:perf_hooks';
import type { EditAccounts } from '../wiki/accounts.ts';
import { visibleAfter } from './visibility.ts';
import { editEntry } from './wiki-api.ts';

export interface EditOutcome {
  /** Milliseconds the three API calls took (open, commit, approve), refusals tried again included. */
  apiMs: number;
  /** API calls the server refused (503) and the editor tried again a second later. */
  refusals: number;
  /** From the approval's answer until every origin showed it, both layouts; undefined: not within the timeout. */
  originMs: number | undefined;
  /** The same through Varnish (its setup only). */
  varnishMs?: number | undefined;
  /** Why the edit failed (the API refused it). */
  error?: string | undefined;
}

export interface EditTargets {
  appSn: string;
  /** Where the editor and the reviewer send their requests. */
  apiOrigin: string;
  /** Where readers' pages come from: polled for the new text. */
  origins: string[];
  varnish?: string | undefined;
  entryIds: number[];
  entryPath(id: number): string;
  accounts: EditAccounts;
  timeoutMs: number;
}

let editorTurn = 0;
let edits = 0;
const runId = Math.random().toString(36).slice(2, 8);

async function oneEdit(targets: EditTargets): Promise<EditOutcome> {
  const id = targets.entryIds[Math.floor(Math.random() * targets.entryIds.length)]!;
  const marker = `traffic-edit-${runId}-${++edits}`;
  const editor = targets.accounts.editors[editorTurn++ % targets.accounts.editors.length]!;
  const started = performance.now();
  let refusals = 0;
  try {
    refusals = await editEntry(targets.apiOrigin, targets.appSn, id, `${marker}：bench:traffic 的一次编辑。`, editor, targets.accounts.reviewer);
  } catch (error) {
    return { apiMs: performance.now() - started, refusals, originMs: undefined, error: error instanceof Error ? error.message : String(error) };
  }
  const approved = performance.now();
  const path = targets.entryPath(id);
  const [originMs, varnishMs] = await Promise.all([
    visibleAfter(targets.origins, path, marker, approved, targets.timeoutMs),
    targets.varnish ? visibleAfter([targets.varnish], path, marker, approved, targets.timeoutMs) : undefined,
  ]);
  return { apiMs: approved - started, refusals, originMs, ...(targets.varnish ? { varnishMs } : {}) };
}

/**
 * Edits random entries (uniformly) every intervalSeconds for seconds, the first half an interval
 * in: answers, once every edit has been made and seen (or timed out), what each gave. An edit
 * starts on time even when the one before is still being answered or polled.
 */
export async function editDuring(targets: EditTargets, intervalSeconds: number, seconds: number): Promise<EditOutcome[]> {
  const running: Array<Promise<EditOutcome>> = [];
  const start = performance.now();
  for (let k = 0; (k + 0.5) * intervalSeconds < seconds; k++) {
    const at = start + (k + 0.5) * intervalSeconds * 1000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));
    running.push(oneEdit(targets));
  }
  return Promise.all(running);
}

/** How many edits editDuring makes in a phase (to make enough editors: 30 submissions an hour each). */
export function editsIn(intervalSeconds: number, seconds: number): number {
  return Math.max(0, Math.ceil(seconds / intervalSeconds - 0.5));
}
