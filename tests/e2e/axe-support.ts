import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { seeded } from './seeded-db.ts';

/** The rules of WCAG 2.1 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The impacts that fail a page: the target is none of them anywhere (README, "Accessibility"). */
const FAILING = new Set(['critical', 'serious']);

export type Finding = { id: string; impact: string; help: string; targets: string[] };

/** One axe pass over the page as it is now (or over `within` alone), answering its critical and serious findings. */
export async function audit(page: Page, within?: string): Promise<Finding[]> {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (within) builder = builder.include(within);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => FAILING.has(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** A list a person can read in the failure message: rule, impact, summary, then each element's selector. */
export function readable(findings: Finding[]): string {
  if (findings.length === 0) return 'no critical or serious violations';
  return findings
    .map((finding) => [`${finding.id} (${finding.impact}): ${finding.help}`, ...finding.targets.slice(0, 8).map((target) => `    ${target}`)].join('\n'))
    .join('\n');
}

/** The demo's 「控件示例」 entry: one module of every widget type (server/seed/demo/entry-pages.ts). */
export const showcaseId = () => seeded<{ id: number }>("select id from contents where title = '控件示例' order by id limit 1").id;
