// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { makeHarness } from '../fixtures/harness';
import { MemoryStorage } from '../fixtures/memoryStorage';
import { makeStatus } from '../fixtures/status';
import { readLanguage, readTheme } from '../../../../src/renderer/stores/UiStore';

describe('UiStore theme', () => {
  it('defaults to light and applies it to <html data-theme>', async () => {
    const root = document.createElement('html');
    const { store } = await makeHarness(makeStatus(), { root });
    expect(store.ui.theme).toBe('light');
    expect(root.dataset.theme).toBe('light');
  });

  it('toggles, persists in localStorage "theme" and updates data-theme', async () => {
    const root = document.createElement('html');
    const { store, local } = await makeHarness(makeStatus(), { root });
    store.ui.toggleTheme();
    expect(store.ui.theme).toBe('dark');
    expect(local.getItem('theme')).toBe('dark');
    expect(root.dataset.theme).toBe('dark');
  });

  it('reads a stored theme and ignores garbage', () => {
    const local = new MemoryStorage();
    local.setItem('theme', 'dark');
    expect(readTheme(local)).toBe('dark');
    local.setItem('theme', 'purple');
    expect(readTheme(local)).toBe('light');
  });
});

describe('UiStore language', () => {
  it('prefers hisLang, then lang, then Tagalog', () => {
    const local = new MemoryStorage();
    expect(readLanguage(local)).toBe('ty');
    local.setItem('lang', 'TH');
    expect(readLanguage(local)).toBe('th');
    local.setItem('hisLang', 'CN');
    expect(readLanguage(local)).toBe('cn');
  });

  it('switching stores lang and hisLang, loads the language and sets <html lang>', async () => {
    const root = document.createElement('html');
    const { store, local, i18n } = await makeHarness(makeStatus(), { root });
    await store.ui.setLanguage('id');
    expect(local.getItem('lang')).toBe('ID');
    expect(local.getItem('hisLang')).toBe('ID');
    expect(store.ui.language).toBe('id');
    expect(i18n.language).toBe('id');
    expect(i18n.t('nav.home')).toBe('Beranda');
    expect(root.lang).toBe('id');
  });

  it('opens and closes named modals with their parameters', async () => {
    const { store } = await makeHarness(makeStatus());
    store.ui.openModal('register', { referralCode: 'R1' });
    expect(store.ui.modal).toBe('register');
    expect(store.ui.modalParams).toEqual({ referralCode: 'R1' });
    store.ui.closeModal();
    expect(store.ui.modal).toBeNull();
  });
});
