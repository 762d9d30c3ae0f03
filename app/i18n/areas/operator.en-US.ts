import { operatorEn } from '../catalog/operator.ts';

/** The operator area's messages in en-US (operator.ts loads the page language's). */
export const messages = { ...operatorEn };
