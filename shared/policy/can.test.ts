import { describe, expect, it } from 'vitest';
import { can, POLICY_ACTIONS, type PolicyAction, type PolicyResources, type PolicyViewer } from './can.ts';

const active = (...permissions: string[]): PolicyViewer => ({ user: { status: 'active' }, permissions });

/** Every kind of viewer, by the column name of the table below. */
const VIEWERS: Record<string, PolicyViewer | undefined> = {
  anon: undefined,
  plain: active(),
  banned: { user: { status: 'suspended' }, permissions: ['ADMIN', 'AUDIT', 'CREATE_C', 'VIEW'], adminEverywhere: true },
  VIEW: active('VIEW'),
  CREATE_C: active('CREATE_C'),
  AUDIT: active('AUDIT'),
  ADMIN: active('ADMIN'),
  global: { ...active('ADMIN'), adminEverywhere: true },
};

/** Every state of each action's resource, by the name used in the table. */
const STATES: { [A in PolicyAction]: Record<string, PolicyResources[A]> } = {
  'view-edition': { public: { loginRequired: false }, 'login-required': { loginRequired: true } },
  'create-entry': { open: { openForCreate: true }, closed: { openForCreate: false } },
  'correct-entry': { exists: { entryExists: true }, missing: { entryExists: false } },
  contribute: { '-': undefined },
  report: { '-': undefined },
  'review-submissions': { '-': undefined },
  'roll-back': { '-': undefined },
  'review-reports': { '-': undefined },
  'operate-edition': { '-': undefined },
  'operate-every-edition': { '-': undefined },
};

/**
 * The whole matrix: Y may, . may not. `banned` holds every permission on an account that is
 * not active; `global` is ADMIN granted for every edition.
 */
const MATRIX = `
action                 resource        anon plain banned VIEW CREATE_C AUDIT ADMIN global
view-edition           public          Y    Y     Y      Y    Y        Y     Y     Y
view-edition           login-required  .    .     .      Y    .        .     Y     Y
create-entry           open            .    Y     .      Y    Y        Y     Y     Y
create-entry           closed          .    .     .      .    Y        .     Y     Y
correct-entry          exists          .    Y     .      Y    Y        Y     Y     Y
correct-entry          missing         .    .     .      .    .        .     .     .
contribute             -               .    Y     .      Y    Y        Y     Y     Y
report                 -               .    Y     .      Y    Y        Y     Y     Y
review-submissions     -               .    .     .      .    .        Y     Y     Y
roll-back              -               .    .     .      .    .        Y     Y     Y
review-reports         -               .    .     .      .    .        Y     Y     Y
operate-edition        -               .    .     .      .    .        .     Y     Y
operate-every-edition  -               .    .     .      .    .        .     .     Y
`;

const [header, ...rows] = MATRIX.trim()
  .split('\n')
  .map((line) => line.trim().split(/\s+/));
const columns = header!.slice(2);
const cells = rows.flatMap(([action, state, ...answers]) =>
  answers.map((answer, index) => ({ action: action as PolicyAction, state: state!, viewer: columns[index]!, expected: answer === 'Y' })),
);

describe('can: the permission matrix', () => {
  it('names every viewer kind, every action and every resource state exactly once', () => {
    expect(columns).toEqual(Object.keys(VIEWERS));
    expect(rows.map((row) => row.length)).toEqual(rows.map(() => columns.length + 2));
    const listed = rows.map(([action, state]) => `${action} ${state}`);
    const expected = POLICY_ACTIONS.flatMap((action) => Object.keys(STATES[action]).map((state) => `${action} ${state}`));
    expect(listed).toEqual(expected);
  });

  it.each(cells)('$viewer / $action ($state): $expected', ({ action, state, viewer, expected }) => {
    const resource = (STATES[action] as Record<string, PolicyResources[PolicyAction]>)[state];
    const decide = can as (viewer: PolicyViewer | undefined, action: PolicyAction, resource?: unknown) => boolean;
    expect(decide(VIEWERS[viewer], action, resource)).toBe(expected);
  });

  it('global ADMIN needs ADMIN for every edition, not ADMIN of this edition alone', () => {
    expect(can(active('ADMIN'), 'operate-every-edition')).toBe(false);
    expect(can({ ...active(), adminEverywhere: true }, 'operate-every-edition')).toBe(true);
  });
});
