/** Now as unix seconds, the unit of every time the database keeps (`created_at`, `updated_at`, …). */
export const nowSeconds = () => Math.floor(Date.now() / 1000);
