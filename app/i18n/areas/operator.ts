import { operatorEn, operatorZh } from '../catalog/operator.ts';
import { addMessages } from '../index.ts';

// The console's messages (routes/admin/layout.tsx imports this: every console page is under it).
addMessages({ 'zh-CN': operatorZh, 'en-US': operatorEn });
