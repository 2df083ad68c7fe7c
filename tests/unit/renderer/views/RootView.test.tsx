// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { RootView } from '../../../../src/renderer/views/RootView';
import { makeHarness } from '../fixtures/harness';
import { CS_URL, makeStatus } from '../fixtures/status';

afterEach(cleanup);

const APP = <p>the app</p>;
const END = Date.UTC(2026, 10, 23, 6, 30);

async function renderRoot(status: Parameters<typeof makeHarness>[0], onRetry = () => undefined) {
  const harness = await makeHarness(status);
  render(harness.wrap(<RootView app={APP} onRetry={onRetry} />));
  return harness;
}

describe('root view by status', () => {
  it('status 0 shows the app', async () => {
    await renderRoot(makeStatus());
    expect(screen.getByText('the app')).toBeTruthy();
  });

  it('status 1 shows the maintenance page', async () => {
    await renderRoot(makeStatus({ status: 1, maintenance: true }));
    expect(screen.queryByText('the app')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Game maintenance' })).toBeTruthy();
  });

  it('status 2 shows the region-block page', async () => {
    await renderRoot(makeStatus({ status: 2, regionRestriction: true }));
    expect(screen.getByRole('heading', { name: 'Access restricted' })).toBeTruthy();
  });

  it('maintenance wins over a region restriction', async () => {
    await renderRoot(makeStatus({ status: 1, maintenance: true, regionRestriction: true }));
    expect(screen.getByRole('heading', { name: 'Game maintenance' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Access restricted' })).toBeNull();
  });
});

describe('maintenance page', () => {
  it('shows the end time in local time and opens customer service through the platform', async () => {
    const { platform } = await renderRoot(makeStatus({ status: 1, maintenance: true, maintenanceEndTime: END }));
    const shown = dayjs(END).format('YYYY-MM-DD HH:mm');
    const time = document.querySelector('.status-card__highlight time');
    expect(time?.textContent).toBe(`Expected to end at ${shown}`);
    expect(time?.getAttribute('datetime')).toBe(new Date(END).toISOString());
    // The date and time stay on one line: "2030-" must not wrap away from "06-15".
    expect(time?.querySelector('.nowrap')?.textContent).toBe(shown);
    expect(screen.getByText(/upgrading our system/)).toBeTruthy();
    await act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Customer Service' }));
      return Promise.resolve();
    });
    expect(platform.opened).toEqual([{ url: CS_URL, channel: 'live' }]);
  });

  it('leaves the end time out when none is announced', async () => {
    await renderRoot(makeStatus({ status: 1, maintenance: true, maintenanceEndTime: null }));
    expect(screen.queryByText(/Expected to end at/)).toBeNull();
    expect(document.querySelector('.status-card time')).toBeNull();
  });
});

describe('region-block page', () => {
  it("shows the visitor's IP, the explanation and a customer-service button", async () => {
    const { platform } = await renderRoot(
      makeStatus({ status: 2, regionRestriction: true, location: { ip: '198.51.100.23', country: 'US' } }),
    );
    expect(screen.getByText('Your IP address: 198.51.100.23')).toBeTruthy();
    expect(screen.getByText(/not available in your region/)).toBeTruthy();
    await act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Customer Service' }));
      return Promise.resolve();
    });
    expect(platform.opened[0]?.url).toBe(CS_URL);
  });
});

describe('status call failure', () => {
  it('shows the translated network screen whose retry loads the status again', async () => {
    let retries = 0;
    await renderRoot(new Error('offline'), () => {
      retries += 1;
    });
    expect(screen.getByRole('heading', { name: 'Network link abnormal' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retries).toBe(1);
  });
});
