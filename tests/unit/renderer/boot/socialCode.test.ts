import { describe, expect, it } from 'vitest';
import { takeSocialCode } from '../../../../src/renderer/boot/socialCode';

/** A window stand-in whose address bar the function may rewrite. */
function windowAt(href: string) {
  const url = new URL(href);
  const replaced: string[] = [];
  return {
    replaced,
    win: {
      location: url as unknown as Location,
      history: {
        state: null,
        replaceState: (_s: unknown, _t: string, to: string) => replaced.push(to),
      } as unknown as History,
    },
  };
}

describe('takeSocialCode', () => {
  it('reads the one-time code from the fragment the server redirects to, and clears it', () => {
    const { win, replaced } = windowAt('https://play.example.com/register?r=AB1#socialCode=abc123');
    expect(takeSocialCode(win)).toBe('abc123');
    expect(replaced).toEqual(['/register?r=AB1']);
  });

  it('clears a failure fragment without a code, and leaves other pages alone', () => {
    const failed = windowAt('https://play.example.com/#socialError=cancelled');
    expect(takeSocialCode(failed.win)).toBeNull();
    expect(failed.replaced).toEqual(['/']);
    const plain = windowAt('https://play.example.com/help#term');
    expect(takeSocialCode(plain.win)).toBeNull();
    expect(plain.replaced).toEqual([]);
  });
});
