export const PRODUCT_NAME = "Factuurkit";
export const SUPPORT_EMAIL = "support@factuurkit.nl";
export const CONTACT_LOCATION = "Amsterdam, Netherlands";
/** CONTACT_LOCATION as the Dutch pages write it. */
export const CONTACT_LOCATION_NL = "Amsterdam, Nederland";
