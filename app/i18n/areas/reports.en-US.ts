import { reportsEn } from '../catalog/reports.ts';

/** The reports area's messages in en-US (reports.ts loads the page language's). */
export const messages = { ...reportsEn };
