import { accountCenterEn, accountCenterZh } from '../catalog/account-center.ts';
import { personalCenterEn, personalCenterZh } from '../catalog/personal-center.ts';
import { addMessages } from '../index.ts';

// The account center's messages (routes/account-center.tsx imports this: only that page shows them).
addMessages({ 'zh-CN': { ...personalCenterZh, ...accountCenterZh }, 'en-US': { ...personalCenterEn, ...accountCenterEn } });
