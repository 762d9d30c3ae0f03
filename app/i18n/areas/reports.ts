import { reportsEn, reportsZh } from '../catalog/reports.ts';
import { addMessages } from '../index.ts';

// The moderation queue's messages (routes/reports.tsx imports this: only that page shows them).
addMessages({ 'zh-CN': reportsZh, 'en-US': reportsEn });
