import { z } from '@hono/zod-openapi';

export const ThemeSchema = z
  .strictObject({
    id: z.uuid(),
    code: z.string().openapi({ example: 'sakura' }),
    name_en: z.string(),
    name_ja: z.string(),
    colors: z.record(z.string(), z.string()).openapi({
      description: 'Named colours, each `#RRGGBB`.',
      example: { primary: '#db2777', background: '#fff1f2' },
    }),
    is_premium: z.boolean().openapi({ description: 'Applied only while the user has Plus.' }),
    price_exp: z.number().int().nullable().openapi({ description: 'Experience points it costs (POST /v1/me/themes/{id}/purchase); null when not sold.' }),
    granted_by_badge: z.string().nullable().openapi({ description: 'Code of the badge that grants it.' }),
    granted_at_level: z.number().int().nullable().openapi({ description: 'The level that grants it.' }),
    owned: z.boolean().openapi({ description: 'Free, bought, or granted by a badge or level the caller has.' }),
    applied: z.boolean().openapi({ description: 'The caller’s current theme.' }),
  })
  .openapi('Theme');

export const ThemeIdParams = z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) });

export const ThemeListQuery = z.object({
  all: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .openapi({ description: 'true: every active theme (the shop), each with `owned`; default: owned themes only.', param: { name: 'all', in: 'query' } }),
});

export const responses = {
  list: z
    .strictObject({
      themes: z.array(ThemeSchema),
      exp_balance: z.number().int().openapi({ description: 'Experience points the caller may still spend on themes (earned less spent).' }),
      is_premium: z.boolean().openapi({ description: 'Whether the caller has Plus now (premium themes apply only then).' }),
    })
    .openapi('ThemeList'),
  theme: z.strictObject({ theme: ThemeSchema, exp_balance: z.number().int() }).openapi('ThemeResult'),
};

export type Theme = z.infer<typeof ThemeSchema>;
