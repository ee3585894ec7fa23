export const PRODUCT_NAME = "Factuurkit";
export const SUPPORT_EMAIL = "support@factuurkit.nl";
export const CONTACT_LOCATION = "Amsterdam, Netherlands";
