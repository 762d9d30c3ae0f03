import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import { requestOrigin } from '../../security/request-origin.ts';
import type { Edition, editionService } from '../editions/editions-service.ts';
import { editionSitemapFiles, parseSitemapFile, sitemapFileUrls } from './edition-sitemap.ts';
import { robotsTxt } from './robots-txt.ts';
import { sitemapIndexXml, urlSetXml } from './sitemap-xml.ts';
import { OVERLOAD_EXEMPT } from '../../overload/exempt.ts';

/**
 * Crawlers keep these an hour; browsers and crawlers revalidate with the ETag (@fastify/etag,
 * registered on the app) and get a 304 while nothing changed.
 */
const CACHE_CONTROL = 'public, max-age=3600';

interface SeoServices {
  editions: ReturnType<typeof editionService>;
}

/**
 * robots.txt and the sitemaps (docs: README, Search engines): /sitemap.xml indexes every public
 * edition's files, /{base}sitemap.xml one edition's, /{base}sitemaps/pages-N.xml its section and
 * channel pages and /{base}sitemaps/entries-N.xml its entries, each page once per language. No
 * rendering: one or two indexed queries per answer. A login-required edition is in none of them
 * (its paths answer 404) and robots.txt disallows it.
 */
export function registerSeoRoutes(app: FastifyInstance, db: Db, services: SeoServices, config: Pick<AppConfig, 'publicOrigin'>) {
  const originOf = (request: FastifyRequest) => config.publicOrigin ?? requestOrigin(request);
  /** A public edition at /{ns}/{site}/; none for unknown and login-required ones. */
  const publicEdition = async (params: unknown): Promise<Edition | undefined> => {
    const { ns, site } = params as { ns: string; site: string };
    const edition = await services.editions.byBasePath(`/${ns}/${site}/`);
    return edition && !edition.login_required ? edition : undefined;
  };

  // A root file as the favicon is: answered under overload too (one small read of the editions).
  app.get('/robots.txt', { config: OVERLOAD_EXEMPT }, async (request, reply) => {
    const editions = await services.editions.list();
    return send(reply, 'text/plain; charset=utf-8', robotsTxt(originOf(request), editions));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const editions = (await services.editions.list()).filter((edition) => !edition.login_required);
    const files = await Promise.all(editions.map((edition) => editionSitemapFiles(db, edition, originOf(request))));
    return send(reply, 'application/xml; charset=utf-8', sitemapIndexXml(files.flat()));
  });

  app.get('/:ns/:site/sitemap.xml', async (request, reply) => {
    const edition = await publicEdition(request.params);
    if (!edition) return notFound(reply);
    return send(reply, 'application/xml; charset=utf-8', sitemapIndexXml(await editionSitemapFiles(db, edition, originOf(request))));
  });

  app.get('/:ns/:site/sitemaps/:file', async (request, reply) => {
    const file = parseSitemapFile((request.params as { file: string }).file);
    const edition = file ? await publicEdition(request.params) : undefined;
    const urls = edition && file ? await sitemapFileUrls(db, edition, originOf(request), file) : undefined;
    if (!urls) return notFound(reply);
    return send(reply, 'application/xml; charset=utf-8', urlSetXml(urls));
  });
}

function send(reply: FastifyReply, type: string, body: string) {
  return reply.header('cache-control', CACHE_CONTROL).type(type).send(body);
}

function notFound(reply: FastifyReply) {
  return reply.status(404).header('cache-control', 'public, max-age=60').type('text/plain; charset=utf-8').send('Not Found');
}
