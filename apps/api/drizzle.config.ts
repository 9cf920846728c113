import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/notifications/schema.ts',
    './src/payments/direct-debit/schema.ts',
    './src/sms/schema.ts',
    './src/landers/schema.ts',
    './src/moderation/schema.ts',
    './src/staff/schema.ts',
  ],
  out: './drizzle',
})
