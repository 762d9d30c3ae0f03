import { presentCommonSetting, presentMigration } from './settings-presenter.ts';
import { defineRoute } from '../../api/route.ts';

export const settingRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v1/common_setting',
    cache: 'public',
    openInLoginRequiredEdition: true,
    async handler({ edition, config }) {
      return presentCommonSetting(edition, config.uploadMaxMb);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/check_migrated',
    cache: 'public',
    openInLoginRequiredEdition: true,
    async handler({ edition }) {
      return presentMigration(edition);
    },
  }),
];
