/**
 * CONTACT_LOCATION (client/lib/brand.ts) as the Dutch pages write it. Not in brand.ts: that module is
 * part of the home page's chunk, which would then carry a string only these pages use.
 */
export const CONTACT_LOCATION_NL = "Amsterdam, Nederland";
