import * as mediawikiImportCalls from '../../../shared/contract/calls/mediawiki-import.ts';
import * as operatorLivingCalls from '../../../shared/contract/calls/operator-living.ts';
import * as operatorStructureCalls from '../../../shared/contract/calls/operator-structure.ts';
import * as operatorTermsCalls from '../../../shared/contract/calls/operator-terms.ts';
import * as operatorTextsCalls from '../../../shared/contract/calls/operator-texts.ts';
import type { AnswerOf, InputOf } from '../../../shared/contract/call.ts';

/** The declared operator calls by group (shared/contract/calls/operator.ts). */
const groups = {
  structure: operatorStructureCalls,
  living: operatorLivingCalls,
  mediawiki: mediawikiImportCalls,
  terms: operatorTermsCalls,
  texts: operatorTextsCalls,
};
type Groups = typeof groups;

/** A JSON write: a POST whose body is JSON (the byte uploads stay in the browser, by callUrl). */
type JsonWrite = { method: 'POST'; bodyType?: never };

/** A write's name as the console submits it: '<group>.<declared name>', e.g. 'structure.updateChannel'. */
export type OperatorWriteName = {
  [G in keyof Groups]: { [K in keyof Groups[G]]: Groups[G][K] extends JsonWrite ? `${G}.${K & string}` : never }[keyof Groups[G]];
}[keyof Groups];

/** The declaration a write's name stands for. */
export type OperatorWriteCall<N extends OperatorWriteName> = N extends `${infer G extends keyof Groups}.${infer K}` ? Groups[G][K & keyof Groups[G]] : never;

/** What a console component submits to its route's server action: the declared call's name and its input. */
export type OperatorIntent<N extends OperatorWriteName = OperatorWriteName> = { call: N; input: InputOf<OperatorWriteCall<N>> };

/** The answer of a write. */
export type OperatorWriteAnswer<N extends OperatorWriteName> = AnswerOf<OperatorWriteCall<N>>;

/**
 * Every console write by name, built from the declarations themselves (never a path): the server
 * action (app/routes/admin/admin.server.ts) looks a submitted name up here and runs that call.
 */
export const operatorWrites = Object.fromEntries(
  Object.entries(groups).flatMap(([group, calls]) =>
    Object.entries(calls)
      .filter(([, call]) => call.method === 'POST' && !('bodyType' in call && call.bodyType))
      .map(([name, call]) => [`${group}.${name}`, call]),
  ),
) as { [N in OperatorWriteName]: OperatorWriteCall<N> };

/** Is `name` one of the console's writes? (Own names only: 'toString' is none.) */
export const isOperatorWrite = (name: unknown): name is OperatorWriteName => typeof name === 'string' && Object.hasOwn(operatorWrites, name);
