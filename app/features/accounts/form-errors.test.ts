import { describe, expect, it } from 'vitest';
import { ApiCallError, NETWORK_ERROR } from '../../lib/api-client.ts';
import { registerBodySchema } from '../../../shared/contract/accounts.ts';
import { fieldErrors, serverErrors } from './form-errors.ts';

const FIELDS = ['login_name', 'password', 'name'] as const;

describe('fieldErrors', () => {
  it("keeps each field's first issue, in the catalogue's words", () => {
    const parsed = registerBodySchema.safeParse({ login_name: 'a!', password: 'short' });
    expect(parsed.success).toBe(false);
    const errors = fieldErrors(parsed.error!.issues, FIELDS, (field) => (field === 'login_name' ? 'account.error.loginName' : 'account.error.passwordShort'));
    expect(errors).toEqual({ login_name: { key: 'account.error.loginName' }, password: { key: 'account.error.passwordShort' } });
  });
});

describe('serverErrors', () => {
  it('puts known refusals under their field in the catalogue words', () => {
    const taken = new ApiCallError(409, 'login_name: already taken');
    expect(serverErrors(taken, FIELDS, { 409: { field: 'login_name', key: 'account.error.taken' } })).toEqual({ login_name: { key: 'account.error.taken' } });
    const wrong = new ApiCallError(401, 'wrong account name or password');
    expect(serverErrors(wrong, FIELDS, { 401: { field: 'form', key: 'account.error.badCredentials' } })).toEqual({
      form: { key: 'account.error.badCredentials' },
    });
  });

  it('shows other messages under the field the server names, else for the form', () => {
    expect(serverErrors(new ApiCallError(422, 'password: must be at least 8 characters'), FIELDS)).toEqual({
      password: { text: 'must be at least 8 characters' },
    });
    expect(serverErrors(new ApiCallError(422, 'body: bad'), FIELDS)).toEqual({ form: { text: 'body: bad' } });
    expect(serverErrors(new ApiCallError(429, 'too many sign-in attempts'), FIELDS)).toEqual({ form: { key: 'account.error.rateLimited' } });
  });

  it('says the network failed when there was no answer', () => {
    expect(serverErrors(new ApiCallError(NETWORK_ERROR, 'Failed to fetch'), FIELDS)).toEqual({ form: { key: 'account.networkError' } });
    expect(serverErrors(new TypeError('x'), FIELDS)).toEqual({ form: { key: 'account.networkError' } });
  });
});
