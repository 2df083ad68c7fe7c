import { describe, expect, it } from 'vitest';
import { sendEvent } from '../../../../src/main/ipc/events';
import { IPC_EVENTS, isIpcEvent } from '../../../../src/shared/ipc/contract';
import { FakeWebContents } from '../fake-electron';

describe('main -> renderer events', () => {
  it('are listed once each in the contract', () => {
    expect(IPC_EVENTS).toEqual(['game:closed', 'game:fullscreen-changed']);
    expect(isIpcEvent('game:closed')).toBe(true);
    expect(isIpcEvent('cs:open')).toBe(false);
  });

  it('are sent to the page with their payload', () => {
    const page = new FakeWebContents();
    sendEvent(page, 'game:closed', { reason: 'crashed' });
    expect(page.sent).toEqual([['game:closed', { reason: 'crashed' }]]);
  });

  it('are dropped for a page that has gone away', () => {
    const page = new FakeWebContents();
    page.close();
    sendEvent(page, 'game:fullscreen-changed', { fullscreen: false });
    expect(page.sent).toEqual([]);
  });
});
