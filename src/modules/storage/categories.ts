/**
 * What each asset category takes (issue 13): images are JPEG, PNG, WebP or HEIC up to 10 MiB;
 * support attachments may also be PDF. The folder and extension make the storage key with the asset's
 * id (`parking-lot-images/<uuid>.jpg`): a client's file name is kept as data, never used as a key.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const IMAGE_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/heic': 'heic' } as const;

export const ASSET_CATEGORIES = ['parking_lot_image', 'avatar', 'review_image', 'support_attachment', 'report_photo', 'content'] as const;
export type AssetCategory = (typeof ASSET_CATEGORIES)[number];

export interface CategoryRule {
  /** MIME type → file extension of the key. */
  types: Readonly<Record<string, string>>;
  maxBytes: number;
  folder: string;
}

export const categoryRules: Record<AssetCategory, CategoryRule> = {
  parking_lot_image: { types: IMAGE_TYPES, maxBytes: MAX_UPLOAD_BYTES, folder: 'parking-lot-images' },
  avatar: { types: IMAGE_TYPES, maxBytes: MAX_UPLOAD_BYTES, folder: 'avatars' },
  review_image: { types: IMAGE_TYPES, maxBytes: MAX_UPLOAD_BYTES, folder: 'review-images' },
  support_attachment: { types: { ...IMAGE_TYPES, 'application/pdf': 'pdf' }, maxBytes: MAX_UPLOAD_BYTES, folder: 'support-attachments' },
  report_photo: { types: IMAGE_TYPES, maxBytes: MAX_UPLOAD_BYTES, folder: 'report-photos' },
  content: { types: IMAGE_TYPES, maxBytes: MAX_UPLOAD_BYTES, folder: 'content' },
};

/** Folders and extensions the service ever writes: a key of any other form is none of its files. */
export const STORAGE_KEY = new RegExp(
  `^(${Object.values(categoryRules).map((r) => r.folder).join('|')})/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(jpg|png|webp|heic|pdf)$`,
);

export function storageKey(category: AssetCategory, assetId: string, mimeType: string): string {
  const rule = categoryRules[category];
  return `${rule.folder}/${assetId}.${rule.types[mimeType]}`;
}

/** A Content-Type header's media type, lower-cased, without parameters. */
export function mediaTypeOf(header: string | undefined | null): string | undefined {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return type || undefined;
}
