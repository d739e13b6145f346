import sharp from 'sharp';

/** A picture of one colour, as a camera would send it. */
export interface TestPicture {
  width: number;
  height: number;
  /** The colour, red, green and blue: a colour of its own each time makes a new file. */
  rgb: [number, number, number];
  format: 'jpeg' | 'png';
  name: string;
  alt: string;
}

/**
 * Uploads the picture to the media library through the API, as the back office does (multipart,
 * `file` and `alt`), signed in with `token`. Answers the API's answer: the caller says what it expects.
 */
export async function uploadPicture(baseUrl: string, token: string, picture: TestPicture): Promise<Response> {
  const [r, g, b] = picture.rgb;
  const bytes = await sharp({
    create: { width: picture.width, height: picture.height, channels: 3, background: { r, g, b } },
  })
    [picture.format]()
    .toBuffer();
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], picture.name, { type: `image/${picture.format}` }));
  form.set('alt', picture.alt);
  return fetch(`${baseUrl}/api/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}
