import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditUpdateAnswer, CommitAnswer, PreEditAnswer, SubmissionDetailAnswer } from '../../../shared/contract/contributing.ts';
import type { EntryDoc } from '../../../shared/contract/entry-page.ts';
import type { MergeConflictWire, MergeResolution } from '../../../shared/contract/merge-conflicts.ts';
import { dialects } from '../../../tests/support/test-server.ts';
import { contributingHarness, type Account, type Harness } from './contributing-harness.ts';
import { baseDoc, markers, randomEdit, seeded, type Random } from './merge/edit-generator.ts';

/**
 * Issue 32's concurrency test, over HTTP: EDITORS editors edit overlapping modules and texts of
 * one entry from the same version; the reviewer approves them in a seeded random order, two at
 * a time, resolving each conflict at random (the page's, the submission's, or an edited text)
 * and trying again when the page moved under a resolution. Afterwards every edit is in the
 * published page or was shown to the reviewer in a conflict: none is lost unseen.
 */
const EDITORS = 6;
const SEEDS = [11, 23, 37, 41];

describe.each(dialects)('no lost edits with %s', (dialect) => {
  let h: Harness;
  let editors: Account[];
  let reviewer: Account;

  beforeAll(async () => {
    h = await contributingHarness(dialect);
    editors = [];
    for (let i = 0; i < EDITORS; i += 1) editors.push(await h.account());
    reviewer = await h.account(['AUDIT']);
  });
  afterAll(() => h.close());
  const totals = { conflicts: 0, retries: 0 };

  const detail = async (auditId: number) => {
    const answer = await h.get<SubmissionDetailAnswer>(`get_audit_content?audit_id=${auditId}`, reviewer);
    expect(answer.status, answer.body.message).toBe(200);
    return answer.body.data;
  };

  const resolutionFor = (conflict: MergeConflictWire, random: Random): MergeResolution => {
    const roll = random.int(conflict.kind === 'text' ? 3 : 2);
    if (roll === 2) return { text: `${conflict.current.text}${conflict.submitted.text}` };
    return roll === 0 ? 'current' : 'submitted';
  };

  /** Looks, resolves and approves until it goes through (the page may move under a resolution). Answers the conflicts shown. */
  async function review(auditId: number, random: Random): Promise<{ conflicts: MergeConflictWire[]; tries: number }> {
    const shown: MergeConflictWire[] = [];
    for (let tries = 1; tries <= 8; tries += 1) {
      const view = await detail(auditId);
      shown.push(...view.merge_conflicts);
      const resolutions = Object.fromEntries(view.merge_conflicts.map((conflict) => [conflict.id, resolutionFor(conflict, random)]));
      const answer = await h.post<AuditUpdateAnswer>('audit_content/update', { audit_id: auditId, action: 'approve', resolutions }, reviewer);
      if (answer.status === 200) return { conflicts: shown, tries };
      // Only a page that moved in between may refuse it: then look again.
      expect(answer.status, answer.body.message).toBe(409);
      expect(answer.body.message).toMatch(/the page changed since|resolve each conflict/);
    }
    throw new Error(`submission ${auditId} was never approved`);
  }

  it.each(SEEDS)('seed %i: every edit is published or was shown as a conflict', async (seed) => {
    const random = seeded(seed);
    const base = baseDoc(`并发${seed}`);
    const pageId = (await h.server.make.entryPage(h.editionId, base, { menuId: h.menuId })).contentId;
    const start = (await h.get<PreEditAnswer>(`entry_page/pre_edit_data?entry_page_id=${pageId}`, editors[0])).body.data.doc;

    const submissions: Array<{ auditId: number; doc: EntryDoc }> = [];
    for (const [i, editor] of editors.entries()) {
      const doc = randomEdit(start, `e${i}`, 2 + random.int(3), random);
      const sent = await h.post<CommitAnswer>('commit_content', { entry_page_id: pageId, base_version: 1, doc }, editor);
      expect(sent.status, sent.body.message).toBe(200);
      submissions.push({ auditId: sent.body.data.audit_id, doc });
    }

    const order = random.shuffle(submissions);
    const shown: MergeConflictWire[] = [];
    let retries = 0;
    for (let i = 0; i < order.length; i += 2) {
      const pair = order.slice(i, i + 2);
      const results = await Promise.all(pair.map((submission) => review(submission.auditId, seeded(seed * 100 + submission.auditId))));
      for (const result of results) {
        shown.push(...result.conflicts);
        retries += result.tries - 1;
      }
    }

    const final = (await h.get<PreEditAnswer>(`entry_page/pre_edit_data?entry_page_id=${pageId}`, editors[0])).body.data;
    expect(final.version).toBe(1 + EDITORS);
    const [inBase, inFinal, inShown] = [markers(start), markers(final.doc), markers(shown)];
    const lost: string[] = [];
    for (const { doc } of submissions) {
      const inEdit = markers(doc);
      for (const marker of inEdit) if (!inBase.has(marker) && !inFinal.has(marker) && !inShown.has(marker)) lost.push(`added ${marker}`);
      for (const marker of inBase) if (!inEdit.has(marker) && inFinal.has(marker) && !inShown.has(marker)) lost.push(`removed ${marker}`);
    }
    expect(lost).toEqual([]);
    totals.conflicts += shown.length;
    totals.retries += retries;
    // Edits of different editors merged cleanly.
    expect([...inFinal].filter((marker) => !inBase.has(marker)).length).toBeGreaterThan(EDITORS);
    console.info(`${dialect} seed ${seed}: ${shown.length} conflicts shown, ${retries} approvals looked again after the page moved`);
  });

  it('made edits that met: conflicts shown, and approvals refused when the page moved under their resolutions', () => {
    expect(totals.conflicts).toBeGreaterThan(0);
    expect(totals.retries).toBeGreaterThan(0);
  });
});
