/** One account's share of the stored uploads (GET /v1/operator/storage). */
export interface StorageAccountUse {
  user_id: number;
  name: string;
  bytes: number;
  uploads: number;
}

/** What the uploads take in the file storage, for the console's storage page. */
export interface StoredUploads {
  /** Every stored upload: accounts' pictures, operators' clips, imported and seeded files. */
  total_bytes: number;
  uploads: number;
  /** The accounts holding the most bytes, most first. */
  top_accounts: StorageAccountUse[];
  /** Pictures the last sweep found unreferenced past their grace: the next sweep deletes them unless something refers to them by then. */
  unreferenced_bytes: number;
  unreferenced_uploads: number;
  /** Hours an unreferenced picture is kept after its upload. */
  grace_hours: number;
}

/** GET /v1/operator/storage: the stored uploads and the quota they are held to. */
export interface StorageUse extends StoredUploads {
  /** Bytes one account may hold (UPLOAD_QUOTA_MB); 0: no quota. */
  quota_bytes: number;
}

/** How many accounts the storage page lists. */
export const STORAGE_TOP_ACCOUNTS = 20;
