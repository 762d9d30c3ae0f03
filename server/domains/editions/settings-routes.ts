import * as settingCalls from '../../../shared/contract/calls/settings.ts';
import { presentCommonSetting, presentMigration } from './settings-presenter.ts';
import { implement, type ImplementedCall } from '../../api/route.ts';

export const settingRoutes: ImplementedCall[] = [
  implement(settingCalls.common, {
    async handler({ edition, config }) {
      return presentCommonSetting(edition, config.uploadMaxMb);
    },
  }),
  implement(settingCalls.migration, {
    async handler({ edition }) {
      return presentMigration(edition);
    },
  }),
];
