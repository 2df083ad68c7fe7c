import { ERROR_CODES } from '../../shared/api/error-codes';
import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '../../shared/upload-rules';

/**
 * Checks an image before it is sent (png or jpg, at most 5 MB; spec sections 5 and 8). The
 * answer is the error code the server would give, so one translation serves both.
 */
export function uploadProblem(file: { type: string; size: number }): UploadProblem | null {
  if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) return ERROR_CODES.uploadType;
  if (file.size > UPLOAD_MAX_BYTES) return ERROR_CODES.uploadTooLarge;
  return null;
}

export type UploadProblem = typeof ERROR_CODES.uploadType | typeof ERROR_CODES.uploadTooLarge;

/** A file refused before sending; `code` is the server's code for the same refusal. */
export class UploadRejected extends Error {
  override readonly name = 'UploadRejected';
  constructor(readonly code: UploadProblem) {
    super(code);
  }
}
