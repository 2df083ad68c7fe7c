// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '../../../../src/shared/api/content';
import { BannerSlide } from '../../../../src/renderer/content/Banner';

afterEach(cleanup);

const banner = (overrides: Partial<Banner> = {}): Banner => ({
  bannerId: 7,
  groupName: 'w_home',
  title: 'Welcome bonus on your first deposit',
  url: '/img/banners/home-welcome.svg',
  width: 1920,
  height: 480,
  linkageType: 'ROUTE',
  linkageTarget: '/promotions',
  action: 'Claim your bonus',
  sort: 1,
  ...overrides,
});

describe('a banner', () => {
  it('writes its headline and call to action over the picture, and opens its target', () => {
    const onOpen = vi.fn();
    render(<BannerSlide banner={banner()} onOpen={onOpen} eager />);
    const button = screen.getByRole('button', { name: 'Welcome bonus on your first deposit Claim your bonus' });
    // The picture is decoration once the words are text (no second reading of the title).
    expect(screen.getByRole('presentation').getAttribute('alt')).toBe('');
    fireEvent.click(button);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ bannerId: 7 }));
  });

  it('without a link shows its headline but no button to press', () => {
    render(<BannerSlide banner={banner({ linkageType: '', linkageTarget: '' })} onOpen={vi.fn()} eager />);
    expect(screen.getByText('Welcome bonus on your first deposit')).toBeTruthy();
    expect(screen.queryByText('Claim your bonus')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('without a call to action is the picture alone, its title as the alt text (artwork with its own words)', () => {
    render(<BannerSlide banner={banner({ action: '' })} onOpen={vi.fn()} eager />);
    expect(screen.getByRole('img', { name: 'Welcome bonus on your first deposit' })).toBeTruthy();
    expect(screen.queryByText('Claim your bonus')).toBeNull();
  });
});
