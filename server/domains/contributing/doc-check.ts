import type { ZodError } from 'zod';
import { draftDocSchema } from '../../../shared/contract/contributing.ts';
import { entryDocSchema, type EntryDoc } from '../../../shared/contract/entry-page.ts';
import { DomainError } from '../domain-error.ts';

/**
 * Validation of submitted documents with messages a contributor can act on: the path names the
 * module by its position and its name, e.g. `doc.modules[2] "突破材料".components[0].data.rows: ...`.
 */

function moduleNameAt(input: unknown, index: number): string | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const modules = (input as { modules?: unknown }).modules;
  if (!Array.isArray(modules)) return undefined;
  const name = (modules[index] as { name?: unknown } | undefined)?.name;
  return typeof name === 'string' && name.trim() !== '' ? name.slice(0, 100) : undefined;
}

/** 'doc.modules[2] "Name".components[0].data.rows' for a zod issue path. */
export function describeDocPath(path: ReadonlyArray<PropertyKey>, input: unknown, where = 'doc'): string {
  let out = where;
  for (const [position, key] of path.entries()) {
    if (typeof key === 'number') {
      out += `[${key}]`;
      if (position === 1 && path[0] === 'modules') {
        const name = moduleNameAt(input, key);
        if (name !== undefined) out += ` ${JSON.stringify(name)}`;
      }
    } else {
      out += `.${String(key)}`;
    }
  }
  return out;
}

export function describeDocError(error: ZodError, input: unknown, where = 'doc'): string {
  return error.issues.map((issue) => `${describeDocPath(issue.path, input, where)}: ${issue.message}`).join('; ');
}

/** A document ready to publish (entryDocSchema), or an 'invalid' error naming module and field. */
export function checkSubmittedDoc(input: unknown, where = 'doc'): EntryDoc {
  const parsed = entryDocSchema.safeParse(input);
  if (!parsed.success) throw new DomainError('invalid', describeDocError(parsed.error, input, where));
  return parsed.data;
}

/** A draft's document (its name may still be empty), or an 'invalid' error naming module and field. */
export function checkDraftDoc(input: unknown, where = 'doc'): EntryDoc {
  const parsed = draftDocSchema.safeParse(input);
  if (!parsed.success) throw new DomainError('invalid', describeDocError(parsed.error, input, where));
  return parsed.data;
}
