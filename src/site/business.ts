/**
 * What the public site's shell shows of the business (header, footer, call buttons, structured data).
 * The shell reads no settings page: the app passes the values of the one that holds these details.
 */
export interface BusinessDetails {
  siteName: string | null;
  tagline: string | null;
  phone: string | null;
  emergencyPhone: string | null;
  email: string | null;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  mapCoordinates: string | null;
  businessHours: string | null;
  licenseNumber: string | null;
  /** A number that receives texts: a "Text us" link stands next to the phone when set. */
  textNumber: string | null;
  textMessage: string | null;
  areasServed: string[] | null;
}
