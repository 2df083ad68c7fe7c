import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { guardPasswordChange } from '../../../../src/renderer/stores/passwordChangeGuard';
import type { ModalName } from '../../../../src/renderer/stores/UiStore';

function setup() {
  const session = observable({ passwordChangeRequired: false });
  const ui = observable({
    modal: null as ModalName | null,
    modalParams: {},
    openModal(name: ModalName, params: Record<string, string> = {}) {
      ui.modal = name;
      ui.modalParams = params;
    },
  });
  const dispose = guardPasswordChange(session, ui);
  return { session, ui, dispose };
}

describe('the forced password change guard', () => {
  it('brings the change dialog back whatever else opens or closes until the change is done', () => {
    const { session, ui, dispose } = setup();
    expect(ui.modal).toBeNull();
    runInAction(() => (session.passwordChangeRequired = true));
    expect(ui.modal).toBe('changePassword');
    expect(ui.modalParams).toEqual({ forced: '1' });
    // Navigating away closes it; opening another modal replaces it: it comes back each time.
    runInAction(() => (ui.modal = null));
    expect(ui.modal).toBe('changePassword');
    runInAction(() => ui.openModal('memberCentre', { page: 'depositv2' }));
    expect(ui.modal).toBe('changePassword');
    expect(ui.modalParams).toEqual({ forced: '1' });
    // Changed: the visitor is free.
    runInAction(() => (session.passwordChangeRequired = false));
    runInAction(() => ui.openModal('memberCentre'));
    expect(ui.modal).toBe('memberCentre');
    dispose();
  });
});
