import { reportsZh } from '../catalog/reports.ts';

/** The reports area's messages in zh-CN (reports.ts loads the page language's). */
export const messages = { ...reportsZh };
