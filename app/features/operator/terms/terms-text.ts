import { operatorTermsEn, operatorTermsZh, type OperatorTermsKey } from '../../../i18n/catalog/operator-terms.ts';
import { addMessages, useT, type MessageKey } from '../../../i18n/index.ts';

// These pages' messages come with their code (the console's own area lists only the navigation's link).
addMessages({ 'zh-CN': operatorTermsZh, 'en-US': operatorTermsEn });

export type TermsT = (key: OperatorTermsKey, vars?: Record<string, string | number>) => string;

/** The catalogue lookup of the content-language and term pages' own messages. */
export function useTermsT(): TermsT {
  const translate = useT();
  return (key, vars) => translate(key as MessageKey, vars);
}

/** A publisher language code named in the interface's language: "繁体中文（台湾） zh-tw". */
export const languageName = (t: TermsT, code: string): string => t(`operator.languageName.${code}` as OperatorTermsKey);
