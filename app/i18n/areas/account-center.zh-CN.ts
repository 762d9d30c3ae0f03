import { personalCenterZh } from '../catalog/personal-center.ts';
import { accountCenterZh } from '../catalog/account-center.ts';
import { emailZh } from '../catalog/email.ts';
import { notificationPagesZh } from '../catalog/notification-pages.ts';

/** The account-center area's messages in zh-CN (account-center.ts loads the page language's). */
export const messages = { ...personalCenterZh, ...accountCenterZh, ...emailZh, ...notificationPagesZh };
