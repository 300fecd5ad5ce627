import { ApiError, NetworkError } from '@/lib/api/errors';
import {
  phoneParam,
  resetPageOutcome,
  tokenCheckFailure,
  type TokenCheck,
} from '@/lib/password/reset-page';

describe('reset-password page decision (spec §5)', () => {
  it.each<[TokenCheck, string | undefined, string]>([
    ['passed', '+79991234567', 'form'],
    ['rejected', '+79991234567', 'error'],
    ['unavailable', '+79991234567', 'error'],
    ['rejected', '', 'error'],
    ['passed', undefined, 'form'],
    ['rejected', undefined, 'expired'],
    ['unavailable', undefined, 'form'],
  ])('a %s check with phone %p shows %s', (check, phone, outcome) => {
    expect(resetPageOutcome(check, phone)).toBe(outcome);
  });

  it('reads a refused token as rejected and anything else as unavailable', () => {
    const field = { token: ['invalid_reset_token: The reset link is invalid or has expired'] };
    expect(tokenCheckFailure(new ApiError(422, field, undefined, 'HTTP 422'))).toBe('rejected');
    expect(tokenCheckFailure(new ApiError(400, undefined, 'invalid_json', 'bad'))).toBe('rejected');
    expect(tokenCheckFailure(new ApiError(429, undefined, 'too_many_requests', 'wait'))).toBe(
      'unavailable',
    );
    expect(tokenCheckFailure(new ApiError(500, undefined, 'internal', 'oops'))).toBe('unavailable');
    expect(tokenCheckFailure(new NetworkError('Network Error'))).toBe('unavailable');
  });

  it('takes the first phone parameter and tells a missing one from an empty one', () => {
    expect(phoneParam(undefined)).toBeUndefined();
    expect(phoneParam('')).toBe('');
    expect(phoneParam(' 79991234567')).toBe(' 79991234567');
    expect(phoneParam(['+79991234567', '+70000000000'])).toBe('+79991234567');
  });
});
