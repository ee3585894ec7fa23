export const PRODUCT_NAME = "Factuurkit";
export const SUPPORT_EMAIL = "support@factuurkit.nl";
export const TAGLINE = "Modern financial tools and services for modern businesses";
export const CONTACT_LOCATION = "Amsterdam, Netherlands";
export const DEFAULT_TITLE = `${PRODUCT_NAME} - Invoice Tools`;
export const DEFAULT_DESCRIPTION = "Professional invoice management tools for Dutch businesses";
