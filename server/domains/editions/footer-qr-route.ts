import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { editionService } from './editions-service.ts';
import { loadQrCode } from '../../lazy-modules.ts';

/** Side of the QR image in pixels: sharp on a 2x screen at the footer's 96 CSS pixels. */
export const QR_SIZE = 192;

/** The edition's public address as this request reached us (behind a proxy, with TRUST_PROXY). */
export function publicUrlOf(request: FastifyRequest, basePath: string): string {
  return `${request.protocol}://${request.host}${basePath}`;
}

/** A PNG QR code of a link: dark modules on white with the standard quiet zone. */
export async function qrPng(link: string): Promise<Buffer> {
  const QRCode = await loadQrCode();
  return await QRCode.toBuffer(link, { type: 'png', width: QR_SIZE, margin: 2, errorCorrectionLevel: 'M', color: { dark: '#1f2329', light: '#ffffff' } });
}

/**
 * /qr/{app_sn}.png: the footer's QR code, the edition's public URL as a PNG. Generated per
 * request (a few milliseconds) because the address depends on the host it is reached by; the
 * answer is cached an hour by browsers and CDNs, keyed by host like every URL.
 */
export function registerQrRoute(app: FastifyInstance, services: { editions: ReturnType<typeof editionService> }) {
  app.get('/qr/:file', async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const appSn = /^([a-z][a-z0-9_]{1,31})\.png$/.exec(file)?.[1];
    const edition = appSn ? await services.editions.byAppSn(appSn) : undefined;
    if (!edition) return notFound(reply);
    const png = await qrPng(publicUrlOf(request, edition.base_path));
    return reply.header('cache-control', 'public, max-age=3600').header('x-content-type-options', 'nosniff').type('image/png').send(png);
  });
}

function notFound(reply: FastifyReply) {
  return reply.status(404).type('text/plain').send('Not Found');
}
