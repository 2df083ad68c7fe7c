import { describe, expect, it } from 'vitest';
import { SessionStore } from '../../../../src/renderer/stores/SessionStore';
import { MemoryStorage } from '../fixtures/memoryStorage';

function storageWith(items: Record<string, string>): MemoryStorage {
  const storage = new MemoryStorage();
  for (const [key, value] of Object.entries(items)) storage.setItem(key, value);
  return storage;
}

describe('SessionStore', () => {
  it('reads token, account and member type from the spec keys', () => {
    const store = new SessionStore(storageWith({ token: 'abc', account: 'juan', isAgent: '41', merchant: 'demo01' }));
    expect(store).toMatchObject({ token: 'abc', account: 'juan', memberType: 41, merchant: 'demo01' });
    expect(store.isLogin).toBe(true);
    expect(store.isAgent).toBe(true);
    expect(store.isTrial).toBe(false);
  });

  it('is logged out without a token', () => {
    const store = new SessionStore(new MemoryStorage());
    expect(store.isLogin).toBe(false);
    expect(store.isAgent).toBe(false);
    expect(store.memberType).toBeNull();
  });

  it('treats member type 4 as a trial account', () => {
    const store = new SessionStore(storageWith({ token: 't', isAgent: '4' }));
    expect(store.isTrial).toBe(true);
  });

  it('treats ordinary members as non-agents', () => {
    expect(new SessionStore(storageWith({ token: 't', isAgent: '0' })).isAgent).toBe(false);
  });

  it('logout clears session storage and writes the merchant keys back', () => {
    const storage = storageWith({
      token: 'abc',
      account: 'juan',
      isAgent: '1',
      customerId: '9',
      memberLabel: 'gold',
      merchant: 'demo01',
      merchantCode: 'demo01',
      other: 'x',
    });
    const store = new SessionStore(storage);
    store.logout();
    expect(store.isLogin).toBe(false);
    expect(store.account).toBe('');
    expect(store.memberType).toBeNull();
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('customerId')).toBeNull();
    expect(storage.getItem('other')).toBeNull();
    expect(storage.getItem('merchant')).toBe('demo01');
    expect(storage.getItem('merchantCode')).toBe('demo01');
    expect(store.merchant).toBe('demo01');
  });

  it('setMerchant writes both merchant keys', () => {
    const storage = new MemoryStorage();
    new SessionStore(storage).setMerchant('brand7');
    expect(storage.getItem('merchant')).toBe('brand7');
    expect(storage.getItem('merchantCode')).toBe('brand7');
  });

  it('startSession stores the login under the spec keys', () => {
    const storage = new MemoryStorage();
    const store = new SessionStore(storage);
    store.startSession('tok', 'maria', 1);
    expect(storage.getItem('token')).toBe('tok');
    expect(storage.getItem('account')).toBe('maria');
    expect(storage.getItem('isAgent')).toBe('1');
    expect(store.isLogin && store.isAgent).toBe(true);
  });
});
