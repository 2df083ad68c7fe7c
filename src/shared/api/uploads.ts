import Type, { type Static } from 'typebox';
import { UPLOAD_MAX_BYTES } from '../upload-rules';

/**
 * Image uploads (ours; docs/api.md "Uploads"): deposit slips and withdrawal proofs, private money
 * evidence kept in the database. Public content images are the content module's (content.ts).
 * The body is the image itself (Content-Type image/png or image/jpeg, at most UPLOAD_MAX_BYTES);
 * the answer names the stored upload, which other calls then reference by id.
 */
export const UploadQuerySchema = Type.Object({
  purpose: Type.Union([Type.Literal('deposit_slip'), Type.Literal('withdrawal_proof')]),
});
export type UploadQuery = Static<typeof UploadQuerySchema>;

export const OperatorUploadQuerySchema = Type.Object({
  purpose: Type.Union([Type.Literal('deposit_slip'), Type.Literal('withdrawal_proof')]),
  merchant: Type.String({ minLength: 1, maxLength: 64 }),
});
export type OperatorUploadQuery = Static<typeof OperatorUploadQuerySchema>;

export const UploadIdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const UploadResultSchema = Type.Object({
  id: Type.Integer(),
  mime: Type.String(),
  size: Type.Integer({ maximum: UPLOAD_MAX_BYTES }),
});
export type UploadResult = Static<typeof UploadResultSchema>;
