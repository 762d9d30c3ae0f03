import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { requestOrigin } from '../security/request-origin.ts';

/**
 * Serves every page through React Router's request handler (server rendering, data requests);
 * routeOptions adds the pages' own headers (the Content-Security-Policy).
 */
export async function registerPages(
  app: FastifyInstance,
  serverBuildFile: string,
  getLoadContext: (request: FastifyRequest) => AppLoadContext,
  routeOptions: Pick<RouteOptions, 'helmet'> = {},
) {
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');

  app.route({
    ...routeOptions,
    method: ['GET', 'HEAD'],
    url: '*',
    handler: async (request, reply) => {
      const response = await handle(toWebRequest(request, reply), getLoadContext(request));
      return sendWebResponse(reply, response);
    },
  });
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = requestOrigin(request);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  return new Request(new URL(request.url, origin), { method: request.method, headers, signal: controller.signal });
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}
