import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chooseLanguage, LANGUAGE_QUERY, languageFromCookies, uiLanguage } from '../../../shared/language.ts';
import { OFFLINE_PAGE_URL } from '../../../shared/offline-protocol.ts';
import { OVERLOAD_EXEMPT } from '../../overload/exempt.ts';
import type { FileStorage } from '../../storage/storage.ts';
import type { Edition, editionService } from '../editions/editions-service.ts';
import { iconVersion, isIconFile, renderFaviconIco, renderIcon, type IconFile } from './app-icons.ts';
import { OFFLINE_PAGE_POLICY, offlinePageHtml } from './offline-page.ts';
import { webAppManifest } from './web-app-manifest.ts';

/** The site's name where no edition names it (a wiki with no public edition yet). */
const SITE_NAME = 'Almanac';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Manifests and an icon asked for under an old version: browsers look again within the hour. */
const HOURLY = 'public, max-age=3600';
const DAILY = 'public, max-age=86400';
/** Icons kept drawn in memory: four files of a few editions. */
const DRAWN_ICONS = 64;

interface InstallServices {
  editions: ReturnType<typeof editionService>;
}

/** A picture icons are drawn from: its identity (for the URL's version) and its bytes. */
interface IconSource {
  id: string;
  bytes: () => Promise<Buffer | undefined>;
}

/**
 * What makes the wiki installable (README, Installable and offline): each edition's web app
 * manifest at /{ns}/{site}/manifest.webmanifest and the site root's at /manifest.webmanifest (the
 * default edition's name and logo, opening at /); icons drawn from the edition's logo at
 * {base}icons/{version}/{file}, the version naming the logo, so they are immutable (and iOS's
 * {base}apple-touch-icon.png, kept an hour); the site's
 * favicon (faviconSvg, public/favicon.svg) where an edition has no stored logo, and as
 * /favicon.ico; and the offline page the service worker shows for a page never read.
 */
export function registerInstallRoutes(app: FastifyInstance, services: InstallServices, storage: FileStorage, faviconSvg: string) {
  const favicon = memo(async (): Promise<IconSource> => {
    const svg = await fs.readFile(faviconSvg);
    return { id: `favicon:${crypto.createHash('sha256').update(svg).digest('hex')}`, bytes: async () => svg };
  });
  const faviconIco = memo(async () => renderFaviconIco((await (await favicon()).bytes())!));
  const drawn = new Map<string, Promise<Buffer>>();

  /** The edition's stored logo; the favicon for an edition without one, or whose logo is another site's picture. */
  const sourceOf = async (edition: Edition | undefined): Promise<IconSource> => {
    const key = edition?.logo_url.startsWith('/img/') ? edition.logo_url.slice('/img/'.length).split('?')[0] : undefined;
    return key ? { id: `logo:${key}`, bytes: () => storage.get(key) } : await favicon();
  };

  const draw = (source: IconSource, file: IconFile): Promise<Buffer> => {
    const name = `${source.id}|${file}`;
    let icon = drawn.get(name);
    if (!icon) {
      icon = (async () => {
        const bytes = await source.bytes();
        try {
          if (bytes) return await renderIcon(bytes, file);
        } catch {
          // A stored logo that does not decode: the favicon stands in, as for an edition without one.
        }
        return await renderIcon((await (await favicon()).bytes())!, file);
      })();
      icon.catch(() => drawn.delete(name));
      drawn.set(name, icon);
      for (const oldest of drawn.keys()) {
        if (drawn.size <= DRAWN_ICONS) break;
        drawn.delete(oldest);
      }
    }
    return icon;
  };

  const sendManifest = async (reply: FastifyReply, edition: Edition | undefined, basePath: string) => {
    const folder = `${basePath}icons/${iconVersion((await sourceOf(edition)).id)}/`;
    const manifest = webAppManifest({ name: edition?.name ?? SITE_NAME, basePath, lang: edition?.default_lang ?? 'zh-CN', iconFolder: folder });
    return reply.header('cache-control', HOURLY).type('application/manifest+json; charset=utf-8').send(JSON.stringify(manifest));
  };

  /** An icon file; version undefined for the unversioned apple-touch-icon.png that pages link to and iOS asks for at the root. */
  const sendIcon = async (reply: FastifyReply, edition: Edition | undefined, file: string, version?: string) => {
    if (!isIconFile(file)) return notFound(reply);
    const source = await sourceOf(edition);
    return reply
      .header('cache-control', version === iconVersion(source.id) ? IMMUTABLE : HOURLY)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .type('image/png')
      .send(await draw(source, file));
  };

  const editionAt = async (params: unknown) => {
    const { ns, site } = params as { ns: string; site: string };
    return await services.editions.byBasePath(`/${ns}/${site}/`);
  };

  app.get('/manifest.webmanifest', { config: OVERLOAD_EXEMPT }, async (_request, reply) => sendManifest(reply, await services.editions.defaultPublic(), '/'));
  app.get('/:ns/:site/manifest.webmanifest', { config: OVERLOAD_EXEMPT }, async (request, reply) => {
    const edition = await editionAt(request.params);
    return edition ? sendManifest(reply, edition, edition.base_path) : notFound(reply);
  });
  const iconParams = (request: FastifyRequest) => request.params as { version: string; file: string };
  app.get('/icons/:version/:file', async (request, reply) => {
    const { file, version } = iconParams(request);
    return sendIcon(reply, await services.editions.defaultPublic(), file, version);
  });
  app.get('/:ns/:site/icons/:version/:file', async (request, reply) => {
    const edition = await editionAt(request.params);
    const { file, version } = iconParams(request);
    return edition ? sendIcon(reply, edition, file, version) : notFound(reply);
  });
  app.get('/apple-touch-icon.png', async (_request, reply) => sendIcon(reply, await services.editions.defaultPublic(), 'apple-touch-icon.png'));
  app.get('/:ns/:site/apple-touch-icon.png', async (request, reply) => {
    const edition = await editionAt(request.params);
    return edition ? sendIcon(reply, edition, 'apple-touch-icon.png') : notFound(reply);
  });

  // Asked for by browsers on their own, from every page: answered under overload as the favicon is.
  app.get('/favicon.ico', { config: OVERLOAD_EXEMPT }, async (_request, reply) =>
    reply
      .header('cache-control', DAILY)
      .type('image/x-icon')
      .send(await faviconIco()),
  );

  app.get(OFFLINE_PAGE_URL, { config: OVERLOAD_EXEMPT }, async (request, reply) => {
    const query = new URL(request.url, 'http://localhost').searchParams.get(LANGUAGE_QUERY);
    const language = uiLanguage(chooseLanguage({ query, cookie: languageFromCookies(request.headers.cookie), editionDefault: undefined }));
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', OFFLINE_PAGE_POLICY)
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(offlinePageHtml(language));
  });
}

/** The first call's promise, kept; a failed one is tried again next time. */
function memo<T>(make: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | undefined;
  return () => {
    kept ??= make().catch((error: unknown) => {
      kept = undefined;
      throw error;
    });
    return kept;
  };
}

function notFound(reply: FastifyReply) {
  return reply.status(404).header('cache-control', 'public, max-age=60').type('text/plain; charset=utf-8').send('Not Found');
}
