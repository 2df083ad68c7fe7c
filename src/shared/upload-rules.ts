/**
 * Image upload rules (spec section 9: 5MB, 3 images, png or jpg). Typebox-free so the browser
 * can check a file before sending it; the server checks again from the bytes.
 */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 3;
export const UPLOAD_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
export type UploadMime = (typeof UPLOAD_MIME_TYPES)[number];
