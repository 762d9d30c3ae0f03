import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonSettingSchema, migrationSchema } from '../../../shared/contract/settings.ts';
import { REPORT_LIMITS, UPLOAD_LIMITS } from '../../../shared/limits.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

describe.each(dialects)('settings API on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  const json = async (path: string) => {
    const response = await server.get(path);
    return { status: response.status, headers: response.headers, body: await response.json() };
  };

  describe('/v1/common_setting', () => {
    it('answers the edition settings and the shared limits, cacheable', async () => {
      const edition = await server.make.edition({ name: '星穹百科', login_required: 1, is_test: 1, default_lang: 'en-US' });
      const { status, headers, body } = await json(`/api/${edition.app_sn}/v1/common_setting`);
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('public, no-cache');
      expect(headers.get('etag')).toBeTruthy();
      expect(body).toMatchObject({ retcode: 0, message: 'OK' });
      expect(commonSettingSchema.safeParse(body.data).success).toBe(true);
      expect(body.data).toEqual({
        app_sn: edition.app_sn,
        name: '星穹百科',
        login_required: true,
        is_test: true,
        default_lang: 'en-US',
        time_zone: 'Asia/Shanghai',
        upload: { image_types: ['image/jpeg', 'image/png'], max_image_mb: 10, chunk_mb: 2 },
        report: { max_length: 500, min_length: 1 },
      });
      expect(body.data.upload).toEqual({
        image_types: [...UPLOAD_LIMITS.imageTypes],
        max_image_mb: 10,
        chunk_mb: UPLOAD_LIMITS.chunkMb,
      });
      expect(body.data.report).toEqual({ max_length: REPORT_LIMITS.maxLength, min_length: REPORT_LIMITS.minLength });
    });

    it('answers booleans false and the default language for a plain edition', async () => {
      const edition = await server.make.edition();
      const { body } = await json(`/api/${edition.app_sn}/v1/common_setting`);
      expect(body.data).toMatchObject({ login_required: false, is_test: false, default_lang: 'zh-CN', name: edition.name });
    });

    it('answers the same under the blackboard and query-app_sn mounts', async () => {
      const edition = await server.make.edition();
      const canonical = await json(`/api/${edition.app_sn}/v1/common_setting`);
      const blackboard = await json(`/common/blackboard/${edition.app_sn}/v1/common_setting`);
      const byQuery = await json(`/api/v1/common_setting?app_sn=${edition.app_sn}`);
      expect(blackboard.body).toEqual(canonical.body);
      expect(byQuery.body).toEqual(canonical.body);
    });

    it('reports the configured UPLOAD_MAX_MB, as the upload policy does', async () => {
      const larger = await startTestServer(dialect, { env: { UPLOAD_MAX_MB: '25' } });
      try {
        const edition = await larger.make.edition();
        const setting = await (await larger.get(`/api/${edition.app_sn}/v1/common_setting`)).json();
        expect(setting.data.upload.max_image_mb).toBe(25);
        const policy = await (await larger.get(`/api/${edition.app_sn}/v1/upload/policy`)).json();
        expect(policy.data.max_size_mb).toBe(25);
      } finally {
        await larger.close();
      }
    });

    it('answers 404 naming app_sn for an unknown edition', async () => {
      const { status, body } = await json('/api/no_such_edition/v1/common_setting');
      expect(status).toBe(404);
      expect(body.retcode).toBe(404);
      expect(body.message).toMatch(/app_sn/);
    });
  });

  describe('/v1/check_migrated', () => {
    it('answers not migrated, with an empty target, for every edition', async () => {
      const plain = await server.make.edition();
      const gated = await server.make.edition({ login_required: 1 });
      for (const edition of [plain, gated]) {
        const { status, headers, body } = await json(`/api/${edition.app_sn}/v1/check_migrated`);
        expect(status).toBe(200);
        expect(headers.get('cache-control')).toBe('public, no-cache');
        expect(migrationSchema.safeParse(body.data).success).toBe(true);
        expect(body).toEqual({ retcode: 0, message: 'OK', data: { is_migrated: false, target_url: '' } });
      }
    });

    it('answers the same under the blackboard mount', async () => {
      const edition = await server.make.edition();
      const canonical = await json(`/api/${edition.app_sn}/v1/check_migrated`);
      const blackboard = await json(`/common/blackboard/${edition.app_sn}/v1/check_migrated`);
      expect(blackboard.body).toEqual(canonical.body);
    });
  });
});
