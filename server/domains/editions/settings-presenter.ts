import type { CommonSetting, Migration } from '../../../shared/contract/settings.ts';
import { REPORT_LIMITS, UPLOAD_LIMITS } from '../../../shared/limits.ts';
import type { Edition } from './editions-service.ts';

/** An edition's public settings; uploadMaxMb is the configured picture ceiling (UPLOAD_MAX_MB). */
export const presentCommonSetting = (edition: Edition, uploadMaxMb: number): CommonSetting => ({
  app_sn: edition.app_sn,
  name: edition.name,
  login_required: edition.login_required === 1,
  is_test: edition.is_test === 1,
  default_lang: edition.default_lang,
  time_zone: edition.time_zone,
  upload: {
    image_types: [...UPLOAD_LIMITS.imageTypes],
    max_image_mb: uploadMaxMb,
    chunk_mb: UPLOAD_LIMITS.chunkMb,
  },
  report: { max_length: REPORT_LIMITS.maxLength, min_length: REPORT_LIMITS.minLength },
});

/**
 * Whether the edition moved to another site. Editions have no migration target (nothing in the
 * schema records one), so every edition answers "not migrated"; when a target is added to the
 * edition, this is the one place to read it.
 */
export const presentMigration = (_edition: Edition): Migration => ({ is_migrated: false, target_url: '' });
