import { describe, expect, it } from 'vitest';
import { clearUserCode, getUserCode, setUserCode, USER_CODE_KEY } from './userStore';

describe('userStore', () => {
  it('keeps the user code in session storage', () => {
    setUserCode('UC1');
    expect(sessionStorage.getItem(USER_CODE_KEY)).toBe('UC1');
    expect(getUserCode()).toBe('UC1');
    clearUserCode();
    expect(sessionStorage.getItem(USER_CODE_KEY)).toBeNull();
  });
});
