import type { PreEditAnswer } from '../../../shared/contract/contributing.ts';

/** The API's answer envelope. */
interface Envelope<T> {
  retcode: number;
  message: string;
  data: T;
}

/** Tries of a call the server refuses as overloaded (503), a second apart, as a person would try again. */
const TRIES = 30;

/** One API call; a refusal (503) is tried again and counted in refusals.count. */
async function call<T>(refusals: { count: number }, origin: string, method: 'GET' | 'POST', path: string, cookie: string, body?: unknown): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const answer = await callOnce<T>(origin, method, path, cookie, body);
    if (answer.ok) return answer.data;
    if (answer.status !== 503 || attempt >= TRIES) throw new Error(`${method} ${path}: ${answer.status} ${answer.text.slice(0, 300)}`);
    refusals.count++;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

type Answer<T> = { ok: true; data: T } | { ok: false; status: number; text: string };

async function callOnce<T>(origin: string, method: 'GET' | 'POST', path: string, cookie: string, body?: unknown): Promise<Answer<T>> {
  const response = await fetch(`${origin}${path}`, {
    method,
    // A JSON body and no Origin header: what the API's cross-site check (server/security/) lets through.
    headers: { cookie, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let envelope: Envelope<T> | undefined;
  try {
    envelope = JSON.parse(text) as Envelope<T>;
  } catch {
    // not JSON: reported below
  }
  if (response.status === 200 && envelope?.message === 'OK') return { ok: true, data: envelope.data };
  return { ok: false, status: response.status === 200 && envelope ? envelope.retcode : response.status, text };
}

/**
 * An edit as people make one: an editor opens the entry (pre_edit_data), commits a changed
 * description (commit_content), a reviewer approves it (audit_content/update), which publishes it.
 * Resolves when the approval has been answered, with the number of refusals (503) tried again.
 */
export async function editEntry(origin: string, appSn: string, entryId: number, desc: string, editor: string, reviewer: string): Promise<number> {
  const wapi = `/api/${appSn}/wapi`;
  const refusals = { count: 0 };
  const current = await call<PreEditAnswer>(refusals, origin, 'GET', `${wapi}/entry_page/pre_edit_data?entry_page_id=${entryId}`, editor);
  const sent = await call<{ audit_id: number }>(refusals, origin, 'POST', `${wapi}/commit_content`, editor, {
    entry_page_id: entryId,
    base_version: current.version,
    doc: { ...current.doc, desc },
    summary: 'bench:traffic',
  });
  await call(refusals, origin, 'POST', `${wapi}/audit_content/update`, reviewer, { audit_id: sent.audit_id, action: 'approve' });
  return refusals.count;
}
