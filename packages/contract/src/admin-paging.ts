import { z } from 'zod';

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;

/** `?page=&page_size=` of every admin list (page counts from 1). */
export const adminPageQuerySchema = z.object({
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be at least 1').max(1_000_000, 'page is too large').default(1),
  page_size: z.coerce
    .number()
    .int('page_size must be a whole number')
    .min(1, 'page_size must be at least 1')
    .max(ADMIN_MAX_PAGE_SIZE, `page_size must be at most ${ADMIN_MAX_PAGE_SIZE}`)
    .default(ADMIN_PAGE_SIZE),
});
export type AdminPageQuery = z.infer<typeof adminPageQuerySchema>;

export const adminPageSchema = z.object({ total: z.number().int(), page: z.number().int(), page_size: z.number().int() });
