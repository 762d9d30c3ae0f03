import { z } from 'zod';

/** /v1/common_setting: what a client needs to know about the edition before it renders forms. */
export const commonSettingSchema = z.object({
  app_sn: z.string(),
  name: z.string(),
  login_required: z.boolean(),
  is_test: z.boolean(),
  default_lang: z.string(),
  /** The edition's clock (IANA zone): every time its pages show is in it. */
  time_zone: z.string(),
  upload: z.object({
    image_types: z.array(z.string()),
    max_image_mb: z.number(),
    chunk_mb: z.number(),
  }),
  report: z.object({
    max_length: z.number().int(),
    min_length: z.number().int(),
  }),
});
export type CommonSetting = z.infer<typeof commonSettingSchema>;

/** /v1/check_migrated */
export const migrationSchema = z.object({
  is_migrated: z.boolean(),
  target_url: z.string(),
});
export type Migration = z.infer<typeof migrationSchema>;
