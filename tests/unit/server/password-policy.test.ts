import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from '../../../src/server/modules/auth/common-passwords';
import { checkPasswordPolicy, DEFAULT_PASSWORD_RULE } from '../../../src/server/modules/auth/password-policy';

describe('common password list', () => {
  it('holds at least a thousand well-known passwords, lower case', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(1000);
    for (const known of ['123456', 'password', 'qwerty', '12345678', 'iloveyou', 'letmein', 'password1', 'trustno1']) {
      expect(COMMON_PASSWORDS.has(known), known).toBe(true);
    }
    for (const entry of COMMON_PASSWORDS) expect(entry).toBe(entry.toLowerCase());
  });
});

describe('password policy', () => {
  it('accepts an ordinary password under the default 8-64 rule', () => {
    expect(DEFAULT_PASSWORD_RULE).toEqual({ minLength: 8, maxLength: 64, acceptedPattern: '*' });
    expect(checkPasswordPolicy('tamarind-Kite-42')).toBeNull();
    expect(checkPasswordPolicy('x'.repeat(7) + 'q')).toBeNull();
    expect(checkPasswordPolicy('Zq7'.repeat(21) + 'w')).toBeNull(); // exactly 64
  });

  it('refuses passwords shorter than 8 or longer than 64 by default', () => {
    expect(checkPasswordPolicy('')).toBe('length');
    expect(checkPasswordPolicy('Zq7#mw2')).toBe('length');
    expect(checkPasswordPolicy('Zq7'.repeat(21) + 'wx')).toBe('length'); // 65
  });

  it('refuses common passwords whatever their case', () => {
    expect(checkPasswordPolicy('password')).toBe('common');
    expect(checkPasswordPolicy('PassWord1')).toBe('common');
    expect(checkPasswordPolicy('QWERTYUIOP')).toBe('common');
    expect(checkPasswordPolicy('12345678')).toBe('common');
  });

  it("lets a brand rule replace the limits and pattern, '*' meaning anything", () => {
    const digitsOnly = { minLength: 6, maxLength: 12, acceptedPattern: '^\\d+$' };
    expect(checkPasswordPolicy('804216', digitsOnly)).toBeNull(); // 6 is fine for this brand
    expect(checkPasswordPolicy('80421', digitsOnly)).toBe('length');
    expect(checkPasswordPolicy('8042169375124', digitsOnly)).toBe('length');
    expect(checkPasswordPolicy('80421a', digitsOnly)).toBe('pattern');
    const anything = { minLength: 4, maxLength: 100, acceptedPattern: '*' };
    expect(checkPasswordPolicy('w$ 9', anything)).toBeNull();
    expect(checkPasswordPolicy('w'.repeat(100), anything)).toBeNull();
  });

  it('still refuses common passwords under a brand rule', () => {
    const digitsOnly = { minLength: 6, maxLength: 12, acceptedPattern: '^\\d+$' };
    expect(checkPasswordPolicy('123456', digitsOnly)).toBe('common');
    expect(checkPasswordPolicy('abc123', { minLength: 6, maxLength: 12, acceptedPattern: '*' })).toBe('common');
  });

  it('checks the demo brand pattern of letters and digits', () => {
    const lettersAndDigits = { minLength: 8, maxLength: 64, acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d).*$' };
    expect(checkPasswordPolicy('onlyletters', lettersAndDigits)).toBe('pattern');
    expect(checkPasswordPolicy('tamarind42', lettersAndDigits)).toBeNull();
  });

  it('fails closed on a pattern that does not compile', () => {
    expect(checkPasswordPolicy('tamarind42', { minLength: 8, maxLength: 64, acceptedPattern: '([' })).toBe('pattern');
  });
});
