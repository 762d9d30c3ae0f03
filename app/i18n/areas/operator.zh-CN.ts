import { operatorZh } from '../catalog/operator.ts';

/** The operator area's messages in zh-CN (operator.ts loads the page language's). */
export const messages = { ...operatorZh };
