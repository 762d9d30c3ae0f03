import fs from 'node:fs/promises';
import { z } from 'zod';
import { ImportError } from '../import-error.ts';

/** Longest filter group and value (entry documents' filter_values, shared/contract/entry-page.ts). */
export const FILTER_TEXT_MAX = 30;
/** Values per filter group of one entry. */
export const FILTER_VALUES_MAX = 20;

const name = z.string({ error: 'must be text' }).trim().min(1, 'must not be empty').max(100, 'at most 100 characters');
const filterValue = z
  .string({ error: "must be text 'group/value'" })
  .trim()
  .regex(/^[^/]{1,30}\/[^/]{1,30}$/, "must be 'group/value', each part 1–30 characters without '/'");

/**
 * The operator's category mapping (`--map FILE`): a category → a channel (by name or id), or a
 * filter value 'group/value'; categories to ignore; the channel of entries no category places,
 * and the filter group of the categories no rule names.
 */
export const categoryMapSchema = z
  .object({
    channels: z.record(name, z.union([name, z.number().int().positive()])).default({}),
    filters: z.record(name, filterValue).default({}),
    ignore: z.array(name).default([]),
    default_channel: name.optional(),
    filter_group: z
      .string()
      .trim()
      .min(1)
      .max(FILTER_TEXT_MAX, `at most ${FILTER_TEXT_MAX} characters`)
      .refine((value) => !value.includes('/'), "must not contain '/'")
      .optional(),
  })
  .strict();
export type CategoryMap = z.infer<typeof categoryMapSchema>;

/** Reads and checks a mapping file; a bad one is an error naming the file and the field. */
export async function readCategoryMap(file: string): Promise<CategoryMap> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    throw new ImportError(`--map ${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ImportError(`--map ${file}: not JSON (${(error as Error).message})`);
  }
  const parsed = categoryMapSchema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`).join('; ');
    throw new ImportError(`--map ${file}: ${issues}`);
  }
  return parsed.data;
}
