import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_VARS } from '../../../src/server/config';

/** Rows of the README's configuration table: [variable, default, meaning]. */
function readmeConfigRows(): string[][] {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const section = readme.split('## Configuration')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
}

describe('README configuration reference', () => {
  it('documents every server environment variable with its default and meaning, and nothing else', () => {
    const expected = ENV_VARS.map((v) => [`\`${v.name}\``, `\`${v.default}\``, v.description]);
    expect(readmeConfigRows()).toEqual(expected);
  });
});
