import { mediaFileResponse } from '@/server/media/serve';
import { serverMediaStorage } from '@/server/media/server-storage';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ key: string[] }> };

/** Uploaded images at `/media/<key>`, streamed from the media storage. */
export async function GET(_request: Request, { params }: Params) {
  return mediaFileResponse(serverMediaStorage(), (await params).key);
}

export async function HEAD(_request: Request, { params }: Params) {
  return mediaFileResponse(serverMediaStorage(), (await params).key, 'HEAD');
}
