/** A day as mails and activity details write it: en-US (docs/product.md#dates-in-en-us-money-in-usd), in UTC so every server writes the same text. */
export const formatDay = (day: Date) => day.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
