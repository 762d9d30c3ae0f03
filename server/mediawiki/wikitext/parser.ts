import Parser from 'wikiparser-node';
import type { Config, ConfigData, Token } from 'wikiparser-node';
import defaultConfig from 'wikiparser-node/config/default.json' with { type: 'json' };
import type { WikiSiteInfo } from './types.ts';

/**
 * wikiparser-node, configured once for reading page text: MediaWiki's default configuration (with
 * its Chinese and Japanese namespace aliases), Fandom's <tabber> as an extension tag, and the
 * dump's own namespace names when it gives them. The tree is only read (viewOnly: no edit
 * tracking), never linted, and each configuration is built once (building one per parse was a
 * large share of a small page's time).
 */

/** Tags parsed as extension tags beside the default ones: their inner text is ours to read. */
const EXTRA_EXTENSION_TAGS = ['tabber'];

Parser.viewOnly = true;
// The mode wikiparser-node parses in for its own read-only work (HTML, lint): no per-node property
// sealing and no edit guards on the tree, which we never edit. About 15% of a parse.
(Parser as unknown as { internal: boolean }).internal = true;
Parser.config = { ...(defaultConfig as unknown as ConfigData), ext: [...defaultConfig.ext, ...EXTRA_EXTENSION_TAGS] };
const baseConfig: Config = Parser.getConfig();
const siteConfigs = new Map<string, Config>();

function configFor(site: WikiSiteInfo | undefined): Config {
  const namespaces = site?.namespaces;
  if (!namespaces || Object.keys(namespaces).length === 0) return baseConfig;
  const key = JSON.stringify(namespaces);
  let config = siteConfigs.get(key);
  if (!config) {
    const nsid: Record<string, number> = { ...baseConfig.nsid };
    for (const [id, names] of Object.entries(namespaces)) {
      for (const name of names) if (name.trim() !== '') nsid[name.trim().toLowerCase()] = Number(id);
    }
    config = { ...baseConfig, nsid };
    // A handful of sites per process at most (one per dump); keep the cache from growing without end.
    if (siteConfigs.size > 32) siteConfigs.clear();
    siteConfigs.set(key, config);
  }
  return config;
}

/** Parses a page's wikitext as MediaWiki shows the page (not transcluded). */
export function parsePage(wikitext: string, site?: WikiSiteInfo): Token {
  return Parser.parse(wikitext, false, undefined, configFor(site));
}

/**
 * Only the first stage of a page's parse (the redirect; comments and extension tags taken out of
 * the text, which stays one text node between them): what the import's cheap pass reads.
 */
export function scanPageTokens(wikitext: string, site?: WikiSiteInfo): Token {
  return Parser.parse(wikitext, false, 1, configFor(site));
}

/** Parses a fragment of a page (the inside of a <tabber>) with the page's configuration. */
export const parseFragment = parsePage;
