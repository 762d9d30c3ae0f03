import { CONTENT_LANGUAGES, isContentLanguage, languageCode, type ContentLanguage } from '../../../../shared/content-language.ts';
import { ImportError } from '../import-error.ts';

/**
 * The language a translations import writes in: a content language of the edition other than
 * its source, or a clear refusal (the command line's --lang and the console's lang). Light on
 * purpose: the console's routes check it at upload without loading the importer.
 */
export function translationLanguage(asked: string, languages: readonly ContentLanguage[], appSn: string): ContentLanguage {
  const code = languageCode(asked);
  if (!isContentLanguage(code)) throw new ImportError(`--lang ${asked}: not a content language (one of: ${CONTENT_LANGUAGES.join(', ')}).`);
  const [source, ...others] = languages;
  if (code === source) throw new ImportError(`--lang ${code}: it is the source language of edition ${appSn}; import the source dump without --lang.`);
  if (!others.includes(code))
    throw new ImportError(
      `--lang ${code}: edition ${appSn} does not have this content language (its languages: ${languages.join(', ')}, ${source} the source)${
        others.length === 0 ? '; it has no language to translate into' : `; translations can be imported in ${others.join(', ')}`
      }.`,
    );
  return code;
}
