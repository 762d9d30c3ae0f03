import * as accountCenterEn from './areas/account-center.en-US.ts';
import * as accountCenterZh from './areas/account-center.zh-CN.ts';
import * as contributingEn from './areas/contributing.en-US.ts';
import * as contributingZh from './areas/contributing.zh-CN.ts';
import * as editorEn from './areas/editor.en-US.ts';
import * as editorZh from './areas/editor.zh-CN.ts';
import * as operatorEn from './areas/operator.en-US.ts';
import * as operatorZh from './areas/operator.zh-CN.ts';
import * as reportsEn from './areas/reports.en-US.ts';
import * as reportsZh from './areas/reports.zh-CN.ts';
import { enUS } from './en-US.ts';
import { addAllMessages } from './index.ts';
import { zhCN } from './zh-CN.ts';

/**
 * The server renders any page in any language: every catalogue, the areas' included, is in from
 * the start (entry.server.tsx imports this; so do the unit tests, tests/support/catalogues.ts).
 * A browser loads only its page's language (index.ts).
 */
const areas = [accountCenterZh, contributingZh, editorZh, operatorZh, reportsZh].map((area) => area.messages);
const areasEn = [accountCenterEn, contributingEn, editorEn, operatorEn, reportsEn].map((area) => area.messages);
addAllMessages({ 'zh-CN': Object.assign({}, zhCN, ...areas), 'en-US': Object.assign({}, enUS, ...areasEn) });
