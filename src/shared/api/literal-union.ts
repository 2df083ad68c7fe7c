import Type from 'typebox';

/**
 * A schema accepting exactly the listed strings, typed as their union. A plain
 * `Type.Union(values.map(Type.Literal))` validates the same but its static type is `never`
 * (the mapped array is not a tuple), so every list-built union of the API goes through here.
 */
export const literalUnion = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((value) => Type.Literal(value))));
