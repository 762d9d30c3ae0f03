import type { APIRequestContext, APIResponse, Browser, Page, TestInfo } from '@playwright/test';
import type { PreEditAnswer } from '../../shared/contract/contributing.ts';
import type { EntryDoc } from '../../shared/contract/entry-page.ts';
import { expect, projectPage, signInByApi } from './fixtures.ts';
import { seeded } from './seeded-db.ts';

export { seeded };

/** Helpers of the contributing and personal-center browser tests. */

/** A toast with this text. */
export const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]', { hasText: text });

/** A name unique to this test run and project (both projects run side by side on one server). */
export const uniqueName = (testInfo: TestInfo, prefix: string) =>
  `${prefix}${testInfo.project.name.slice(0, 1)}${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`;

/** The id of a channel of the public edition by name. */
export const channelId = (name: string) =>
  seeded<{ id: number }>(
    `SELECT c.id FROM channels c JOIN editions e ON e.id = c.edition_id WHERE e.app_sn = 'ys_obc' AND c.name = ? ORDER BY c.id LIMIT 1`,
    name,
  ).id;

/** An envelope's data, the test failing with the server's message on a non-zero retcode. */
export async function ok<T>(response: APIResponse): Promise<T> {
  const body = (await response.json()) as { retcode: number; message: string; data: T };
  expect(body.retcode, body.message).toBe(0);
  return body.data;
}

/** Another person at the same viewport: a fresh browser context signed in as loginName. */
export async function personPage(browser: Browser, testInfo: TestInfo, loginName: string): Promise<Page> {
  const page = await projectPage(browser, testInfo);
  await signInByApi(page, loginName);
  return page;
}

/** An entry's published document and version, as its editor starts from them. */
export async function currentDoc(request: APIRequestContext, id: number): Promise<{ doc: EntryDoc; version: number }> {
  const answer = await ok<PreEditAnswer>(await request.get(`/api/ys_obc/wapi/entry_page/pre_edit_data?entry_page_id=${id}`));
  return { doc: answer.doc, version: answer.version };
}

/** Sends an edit of an entry's description for review; answers its audit id. */
export async function sendEdit(request: APIRequestContext, id: number, marker: string): Promise<number> {
  const { doc, version } = await currentDoc(request, id);
  const sent = await ok<{ audit_id: number }>(
    await request.post('/api/ys_obc/wapi/commit_content', {
      data: { entry_page_id: id, base_version: version, doc: { ...doc, desc: `${doc.desc}${marker}` }, summary: marker },
    }),
  );
  return sent.audit_id;
}
