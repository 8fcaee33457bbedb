import { z } from '@hono/zod-openapi';
import { chars } from '../parking-lots/schemas.js';
import { ASSET_CATEGORIES, categoryRules, MAX_UPLOAD_BYTES } from './categories.js';

const categoryTable = Object.entries(categoryRules)
  .map(([name, rule]) => `\`${name}\`: ${Object.keys(rule.types).join(', ')}`)
  .join('; ');

export const AssetCategory = z.enum(ASSET_CATEGORIES).openapi({
  description: `What the file is for, which decides the types it may have (${categoryTable}), each up to ${MAX_UPLOAD_BYTES} bytes (10 MiB). \`content\` is for content editors (articles.edit or ads.edit).`,
});

export const UploadUrlBody = z
  .strictObject({
    file_name: chars(1, 255).openapi({ description: 'The file’s name on the device, kept as information only (never a storage key).', example: 'IMG_0042.HEIC' }),
    mime_type: z.string().min(1).max(100).openapi({ description: 'The file’s type; the upload must send exactly this Content-Type.', example: 'image/jpeg' }),
    file_size: z.number().int().min(1).max(MAX_UPLOAD_BYTES).openapi({ description: 'Bytes; the upload must send exactly this many.', example: 482133 }),
    category: AssetCategory,
  })
  .openapi('UploadUrlBody');

export const UploadUrlResult = z
  .strictObject({
    asset_id: z.uuid().openapi({ description: 'Attach this id (lot bundle `images[].asset_id`, ticket `attachments`, report `photos`) once the bytes have arrived.' }),
    upload_url: z.string().openapi({
      description:
        'PUT the file here, with `Content-Type` equal to `mime_type` and exactly `file_size` bytes, before it expires. No Authorization header: the URL is the permission.',
    }),
    s3_key: z.string().openapi({ description: 'The storage key: made from the category and the asset id, never from the file name.', example: 'parking-lot-images/0b6c9e1e-4f61-4d54-a1c5-2f7f0e9d3c11.jpg' }),
    public_url: z.string().openapi({ description: 'Where the file is served once uploaded.' }),
    expires_in: z.number().int().openapi({ description: 'Seconds the upload URL stays valid.' }),
  })
  .openapi('UploadUrlResult');

export const AssetSchema = z
  .strictObject({
    id: z.uuid(),
    category: AssetCategory,
    file_name: z.string(),
    mime_type: z.string(),
    file_size: z.number().int(),
    status: z.enum(['pending', 'uploaded']).openapi({ description: '`pending` until the bytes arrive; only `uploaded` assets can be attached. Pending assets are removed after a day.' }),
    s3_key: z.string(),
    public_url: z.string(),
    created_at: z.string().openapi({ format: 'date-time' }),
    uploaded_at: z.string().nullable().openapi({ format: 'date-time' }),
  })
  .openapi('Asset');

export const AssetResult = z.strictObject({ asset: AssetSchema }).openapi('AssetResult');

/** The signed query of a local upload URL. Checked by the handler, so that a bad one is a 403, not a 422. */
export const LocalUploadQuery = z.object({
  content_type: z.string().optional().openapi({ param: { name: 'content_type', in: 'query' }, description: 'Signed: the Content-Type the PUT must carry.' }),
  size: z.string().optional().openapi({ param: { name: 'size', in: 'query' }, description: 'Signed: the bytes the PUT must carry.' }),
  expires: z.string().optional().openapi({ param: { name: 'expires', in: 'query' }, description: 'Signed: seconds since the epoch after which the URL is refused.' }),
  signature: z.string().optional().openapi({ param: { name: 'signature', in: 'query' }, description: 'HMAC-SHA256 of the method, key, content type, size and expiry.' }),
});

export const FileParams = z.object({
  folder: z.string().openapi({ param: { name: 'folder', in: 'path' }, example: 'parking-lot-images' }),
  name: z.string().openapi({ param: { name: 'name', in: 'path' }, example: '0b6c9e1e-4f61-4d54-a1c5-2f7f0e9d3c11.jpg' }),
});

export type Asset = z.infer<typeof AssetSchema>;
