import { personalCenterEn } from '../catalog/personal-center.ts';
import { accountCenterEn } from '../catalog/account-center.ts';
import { emailEn } from '../catalog/email.ts';
import { notificationPagesEn } from '../catalog/notification-pages.ts';

/** The account-center area's messages in en-US (account-center.ts loads the page language's). */
export const messages = { ...personalCenterEn, ...accountCenterEn, ...emailEn, ...notificationPagesEn };
