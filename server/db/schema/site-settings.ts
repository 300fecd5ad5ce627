import { boolean, pgTable, text } from 'drizzle-orm/pg-core';

/** Site-wide values operators change without a deploy; `public` ones may be shown to anyone. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  public: boolean('public').notNull().default(false),
});
