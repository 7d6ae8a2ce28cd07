import { createRoute } from '@hono/zod-openapi';
import { PUBLIC_API_BASE_PATH, PUBLIC_API_PATHS } from '@rehearse/contract/public-api-paths';
import { CONTACT_DELIVERY_FAILED, CONTACT_SUCCESS, contactRequestSchema, contactResponseSchema } from '@rehearse/contract/contact';
import type { ServerPorts } from '../../shared/server-ports.ts';
import { createRouter } from '../../http/create-router.ts';
import { relativeTo } from '../../http/openapi-content.ts';
import { errorResponse } from '../../http/error-responses.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { submitContactMessage } from './contact-service.ts';
import { contactDb } from './contact-tables.ts';

const CONTACT_PATH = relativeTo(PUBLIC_API_BASE_PATH, PUBLIC_API_PATHS.contact);

export const CONTACT_RATE_LIMIT = { name: 'contact', windowSeconds: 600, max: 5 } as const;

const contactRoute = createRoute({
  method: 'post',
  path: CONTACT_PATH,
  summary: 'Contact form: delivers the message to the support mailbox',
  tags: ['contact'],
  request: { body: { required: true, content: { 'application/json': { schema: contactRequestSchema } } } },
  responses: {
    200: { description: 'Delivered', content: { 'application/json': { schema: contactResponseSchema } } },
    400: errorResponse('Invalid form'),
    429: errorResponse('Too many messages'),
    503: errorResponse('Mail delivery failed'),
  },
});

/** `POST /api/contact/`. */
export function contactRoutes({ config, database, mailer, logger }: Pick<ServerPorts, 'config' | 'database' | 'mailer' | 'logger'>) {
  const router = createRouter();
  router.use(CONTACT_PATH, rateLimit(database.db, CONTACT_RATE_LIMIT));
  router.openapi(contactRoute, async (c) => {
    const delivered = await submitContactMessage(
      { db: contactDb(database.db), mailer, logger: c.get('logger') ?? logger, supportEmail: config.supportEmail },
      c.req.valid('json'),
      c.get('clientIp'),
    );
    if (!delivered) return c.json({ status: 'error' as const, message: CONTACT_DELIVERY_FAILED }, 503);
    return c.json({ status: 'success' as const, message: CONTACT_SUCCESS }, 200);
  });
  return router;
}
