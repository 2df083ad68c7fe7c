import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { ValidationError, type AnyObjectSchema } from 'yup';

/**
 * react-hook-form's resolver for a yup schema (the project has no @hookform/resolvers): every
 * broken rule is reported, the first message per field is shown under that field.
 */
export function yupResolver<T extends FieldValues>(schema: AnyObjectSchema): Resolver<T> {
  return async (values) => {
    try {
      await schema.validate(values, { abortEarly: false });
      return { values, errors: {} };
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const errors: Record<string, { type: string; message: string }> = {};
      for (const issue of error.inner.length ? error.inner : [error]) {
        const path = issue.path ?? 'root';
        errors[path] ??= { type: issue.type ?? 'validation', message: issue.message };
      }
      return { values: {}, errors: errors as unknown as FieldErrors<T> };
    }
  };
}
