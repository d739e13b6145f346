import { z } from '@/lib/zod';

/** A record's preview links as the API answers them: one shape for the server and the admin. */

/** A preview link just made (or an open one of the same person handed out again). */
export const issuedPreviewLinkSchema = z.object({
  id: z.number().int(),
  /** The record's public address with the link's token. */
  url: z.url(),
  expiresAt: z.string(),
});

/** An open preview link: not revoked, not expired, its issuer still active with the same password. */
export const openPreviewLinkSchema = z.object({
  id: z.number().int(),
  issuedBy: z.object({ id: z.number().int(), name: z.string() }),
  createdAt: z.string(),
  expiresAt: z.string(),
});

export type IssuedPreviewLink = z.infer<typeof issuedPreviewLinkSchema>;
export type OpenPreviewLink = z.infer<typeof openPreviewLinkSchema>;
