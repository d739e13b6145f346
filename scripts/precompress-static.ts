import { precompressStatic } from './static-brotli.ts';

// `node scripts/precompress-static.ts`, the last step of `npm run build`: the brotli copy of every
// script and style of the build in `.next`, which the server sends instead of compressing them again.
const { files, bytes } = await precompressStatic('.next');
console.log(`Compressed ${files} scripts and styles with brotli (${(bytes / 1024).toFixed(0)} kB).`);
