/** Parsed command line: positional words and --name value options. */
export interface ParsedArgs {
  words: string[];
  options: Map<string, string>;
}

/** Thrown for unusable command lines; the CLI prints the message and the usage, and exits 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Splits argv into words and `--name value` / `--name=value` options. */
export function parseArgs(argv: readonly string[]): ParsedArgs {
  const words: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) {
      words.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    if (eq !== -1) {
      options.set(arg.slice(2, eq), arg.slice(eq + 1));
      continue;
    }
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) throw new UsageError(`Option ${arg} needs a value`);
    options.set(arg.slice(2), value);
    i++;
  }
  return { words, options };
}

/** A required option's value. */
export function required(args: ParsedArgs, name: string): string {
  const value = args.options.get(name)?.trim();
  if (!value) throw new UsageError(`Missing --${name}`);
  return value;
}

/** A comma-separated list option ('' or absent gives an empty list). */
export function list(args: ParsedArgs, name: string): string[] {
  const value = args.options.get(name) ?? '';
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
