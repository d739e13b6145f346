export function compress(body: Buffer, encoding: 'br' | 'gzip', use: 'cached' | 'once'): Promise<Buffer>;
